// Typings of @tessera/api, the official TypeScript SDK for the Tessera REST API (v1).
// SDK samples in these docs compile against this file. Response objects use the API's snake_case
// field names unchanged; method options use camelCase.

declare module '@tessera/api' {
  export interface TesseraOptions {
    /** A personal access token (tsr_pat_…) or OAuth access token (tsr_oat_…). */
    token: string;
    /** Retries for 429, 500, 503 and network errors. Default 2. */
    maxRetries?: number;
    /** Per-request timeout in milliseconds. Default 60000. */
    timeoutMs?: number;
    /** Default "https://api.tessera.design/v1". */
    baseUrl?: string;
  }

  export interface RequestOptions {
    /** Sent as Idempotency-Key. The SDK generates one for every POST when you do not. */
    idempotencyKey?: string;
    signal?: AbortSignal;
  }

  /** A list that fetches further pages as you iterate it. */
  export interface PageIterator<T> extends AsyncIterable<T> {
    /** One page: the items and the cursor of the next page (null on the last page). */
    page(options?: { pageSize?: number; cursor?: string }): Promise<{ items: T[]; next_cursor: string | null }>;
  }

  export class TesseraError extends Error {
    readonly status: number;
    /** The error code, for example "insufficient_scope". */
    readonly code: string;
    /** The request id, for example "req_01HV3K8Q2M7W". */
    readonly requestId: string;
    /** Field errors of a 422 validation_failed response. */
    readonly errors: Array<{ field: string; message: string }>;
    /** Seconds from Retry-After on a 429, when retries ran out. */
    readonly retryAfter: number | null;
  }

  export interface UserRef {
    id: string;
    handle: string;
    img_url: string | null;
  }

  export interface Me extends UserRef {
    email: string;
  }

  export type NodeType = 'DOCUMENT' | 'PAGE' | 'FRAME' | 'GROUP' | 'TEXT' | 'RECTANGLE' | 'ELLIPSE' | 'VECTOR' | 'COMPONENT' | 'INSTANCE';

  export interface Node {
    id: string;
    name: string;
    type: NodeType;
    visible?: boolean;
    children?: Node[];
    absolute_bounding_box?: { x: number; y: number; width: number; height: number };
    characters?: string;
    component_key?: string;
  }

  export interface File {
    key: string;
    name: string;
    project_id: string;
    last_modified: string;
    thumbnail_url: string;
    document: Node;
  }

  export interface FileMeta {
    key: string;
    name: string;
    description: string;
    project_id: string;
    team_id: string;
    url: string;
    thumbnail_url: string;
    created_at: string;
    last_modified: string;
    last_modified_by: UserRef;
  }

  export interface FileNodes {
    key: string;
    name: string;
    last_modified: string;
    nodes: Record<string, Node | null>;
  }

  export type ImageFormat = 'png' | 'jpg' | 'svg' | 'pdf';

  export interface ImageExport {
    /** Node id to a download URL, or null when the node rendered nothing. */
    images: Record<string, string | null>;
    expires_at: string;
  }

  export interface ImageFills {
    images: Record<string, string>;
    expires_at: string;
  }

  export type ReactionEmoji =
    ':thumbsup:' | ':thumbsdown:' | ':heart:' | ':laughing:' | ':tada:' | ':eyes:' | ':rocket:' | ':white_check_mark:';

  export interface Reaction {
    emoji: ReactionEmoji;
    user: UserRef;
    created_at: string;
  }

  export interface Comment {
    id: string;
    file_key: string;
    parent_id: string | null;
    message: string;
    node_id: string | null;
    node_offset: { x: number; y: number } | null;
    user: UserRef;
    created_at: string;
    resolved_at: string | null;
    reactions: Reaction[];
  }

  export interface CreateCommentBody {
    message: string;
    node_id?: string;
    node_offset?: { x: number; y: number };
    parent_id?: string;
  }

  export interface Component {
    key: string;
    file_key: string;
    node_id: string;
    name: string;
    description: string;
    component_set_name: string | null;
    thumbnail_url: string;
    created_at: string;
    updated_at: string;
  }

  export interface Style {
    key: string;
    file_key: string;
    node_id: string;
    name: string;
    style_type: 'FILL' | 'TEXT' | 'EFFECT' | 'GRID';
    description: string;
    updated_at: string;
  }

  export type VariableResolvedType = 'COLOR' | 'FLOAT' | 'STRING' | 'BOOLEAN';
  export interface Rgba {
    r: number;
    g: number;
    b: number;
    a: number;
  }
  export interface VariableAlias {
    type: 'VARIABLE_ALIAS';
    id: string;
  }
  export type VariableValue = Rgba | number | string | boolean | VariableAlias;

  export interface Variable {
    id: string;
    name: string;
    collection_id: string;
    resolved_type: VariableResolvedType;
    description: string;
    scopes: string[];
    values_by_mode: Record<string, VariableValue>;
  }

  export interface VariableCollection {
    id: string;
    name: string;
    modes: Array<{ id: string; name: string }>;
    default_mode_id: string;
    variable_ids: string[];
  }

  export interface FileVariables {
    collections: VariableCollection[];
    variables: Variable[];
  }

  export type ChangeAction = 'create' | 'update' | 'delete';

  export interface VariableChanges {
    collections?: Array<{ action: ChangeAction; id: string; name?: string; initial_mode_id?: string }>;
    modes?: Array<{ action: ChangeAction; id: string; collection_id: string; name?: string }>;
    variables?: Array<{
      action: ChangeAction;
      id: string;
      name?: string;
      collection_id?: string;
      resolved_type?: VariableResolvedType;
      description?: string;
      scopes?: string[];
    }>;
    values?: Array<{ variable_id: string; mode_id: string; value: VariableValue }>;
  }

  /** A W3C design-token group or token, as returned by variables.export(). */
  export interface DesignTokenGroup {
    [name: string]: DesignTokenGroup | DesignToken;
  }
  export interface DesignToken {
    $type: 'color' | 'number' | 'string' | 'boolean';
    $value: string | number | boolean;
    $description?: string;
    $extensions?: { 'design.tessera'?: { variable_id: string } };
  }

  export interface Project {
    id: string;
    name: string;
    team_id: string;
    created_at: string;
  }

  export interface ProjectFile {
    key: string;
    name: string;
    thumbnail_url: string;
    last_modified: string;
  }

  export interface Team {
    id: string;
    name: string;
    plan: 'starter' | 'professional' | 'organization' | 'enterprise';
    created_at: string;
  }

  export type WebhookEventType =
    | 'file.updated'
    | 'file.deleted'
    | 'file.version_created'
    | 'comment.created'
    | 'comment.resolved'
    | 'comment.deleted'
    | 'library.published';

  export interface Webhook {
    id: string;
    team_id: string;
    project_id: string | null;
    file_key: string | null;
    endpoint: string;
    event_types: WebhookEventType[];
    description: string;
    status: 'active' | 'paused' | 'disabled';
    created_at: string;
  }

  export interface WebhookWithSecret extends Webhook {
    /** Shown only here and by rotateSecret(). */
    secret: string;
  }

  export interface CreateWebhookBody {
    team_id: string;
    project_id?: string;
    file_key?: string;
    endpoint: string;
    event_types: WebhookEventType[];
    description?: string;
  }

  export interface UpdateWebhookBody {
    endpoint: string;
    event_types: WebhookEventType[];
    status: 'active' | 'paused';
    description?: string;
  }

  export interface WebhookDelivery {
    id: string;
    webhook_id: string;
    event_id: string;
    event_type: WebhookEventType | 'ping';
    status: 'pending' | 'succeeded' | 'failed';
    attempts: number;
    response_status: number | null;
    created_at: string;
    last_attempt_at: string | null;
    next_attempt_at: string | null;
  }

  export interface Version {
    id: string;
    type: 'named' | 'autosave';
    label: string | null;
    description: string;
    created_at: string;
    user: UserRef;
  }

  export class Tessera {
    constructor(options: TesseraOptions);

    readonly users: {
      me(options?: RequestOptions): Promise<Me>;
    };
    readonly files: {
      get(fileKey: string, params?: { depth?: number }, options?: RequestOptions): Promise<File>;
      getMeta(fileKey: string, options?: RequestOptions): Promise<FileMeta>;
      update(fileKey: string, body: { name?: string; description?: string }, options?: RequestOptions): Promise<FileMeta>;
    };
    readonly nodes: {
      get(fileKey: string, params: { ids: string[]; depth?: number }, options?: RequestOptions): Promise<FileNodes>;
    };
    readonly images: {
      export(
        fileKey: string,
        params: { ids: string[]; format?: ImageFormat; scale?: number },
        options?: RequestOptions,
      ): Promise<ImageExport>;
      fills(fileKey: string, options?: RequestOptions): Promise<ImageFills>;
    };
    readonly comments: {
      list(fileKey: string): PageIterator<Comment>;
      get(fileKey: string, commentId: string, options?: RequestOptions): Promise<Comment>;
      create(fileKey: string, body: CreateCommentBody, options?: RequestOptions): Promise<Comment>;
      update(
        fileKey: string,
        commentId: string,
        body: { message?: string; resolved?: boolean },
        options?: RequestOptions,
      ): Promise<Comment>;
      delete(fileKey: string, commentId: string, options?: RequestOptions): Promise<void>;
      addReaction(fileKey: string, commentId: string, emoji: ReactionEmoji, options?: RequestOptions): Promise<Reaction>;
      removeReaction(fileKey: string, commentId: string, emoji: ReactionEmoji, options?: RequestOptions): Promise<void>;
    };
    readonly components: {
      listForFile(fileKey: string): PageIterator<Component>;
      listForTeam(teamId: string): PageIterator<Component>;
      get(componentKey: string, options?: RequestOptions): Promise<Component>;
    };
    readonly styles: {
      listForFile(fileKey: string): PageIterator<Style>;
      listForTeam(teamId: string): PageIterator<Style>;
      get(styleKey: string, options?: RequestOptions): Promise<Style>;
    };
    readonly variables: {
      get(fileKey: string, options?: RequestOptions): Promise<FileVariables>;
      update(fileKey: string, changes: VariableChanges, options?: RequestOptions): Promise<{ temp_id_to_real_id: Record<string, string> }>;
      export(fileKey: string, params?: { mode?: string; collectionId?: string }, options?: RequestOptions): Promise<DesignTokenGroup>;
    };
    readonly projects: {
      list(teamId: string): PageIterator<Project>;
      get(projectId: string, options?: RequestOptions): Promise<Project>;
      listFiles(projectId: string): PageIterator<ProjectFile>;
    };
    readonly teams: {
      list(): PageIterator<Team>;
      get(teamId: string, options?: RequestOptions): Promise<Team>;
    };
    readonly webhooks: {
      create(body: CreateWebhookBody, options?: RequestOptions): Promise<WebhookWithSecret>;
      list(teamId: string): PageIterator<Webhook>;
      get(webhookId: string, options?: RequestOptions): Promise<Webhook>;
      update(webhookId: string, body: UpdateWebhookBody, options?: RequestOptions): Promise<Webhook>;
      delete(webhookId: string, options?: RequestOptions): Promise<void>;
      ping(webhookId: string, options?: RequestOptions): Promise<WebhookDelivery>;
      rotateSecret(
        webhookId: string,
        options?: RequestOptions,
      ): Promise<{ id: string; secret: string; previous_secret_expires_at: string }>;
      listDeliveries(webhookId: string): PageIterator<WebhookDelivery>;
      redeliver(webhookId: string, deliveryId: string, options?: RequestOptions): Promise<WebhookDelivery>;
    };
    readonly versions: {
      list(fileKey: string): PageIterator<Version>;
      get(fileKey: string, versionId: string, options?: RequestOptions): Promise<Version>;
      create(fileKey: string, body: { label: string; description?: string }, options?: RequestOptions): Promise<Version>;
    };
  }
}
