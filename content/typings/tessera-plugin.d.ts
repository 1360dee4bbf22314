// Tessera Plugin API typings, version 1.0.0 (manifest "api": "1.0.0").
// Published on npm as @tessera/plugin-typings. Every plugin sample in these docs compiles against
// this file. It declares the global `tessera` object that plugin code (the sandbox) uses, the node
// types, and the manifest type. The UI iframe does not see `tessera`: it talks to the plugin with
// window.parent.postMessage.

/** The plugin manifest, manifest.json, at the root of the plugin folder. */
interface PluginManifest {
  /** Name shown in the Plugins menu and in the Community. */
  name: string;
  /** Plugin id, assigned by Tessera when you create the plugin, for example "plg_3Xw9Rk". */
  id: string;
  /** Plugin API version the code is written for. */
  api: '1.0.0';
  /** Path of the built JavaScript that runs in the sandbox, relative to the manifest. */
  main: string;
  /** Path of the HTML file loaded in the UI iframe by tessera.ui.show(). */
  ui?: string;
  /** Menu commands. Without a menu, the plugin has a single entry and tessera.command is "". */
  menu?: ManifestMenuItem[];
  /** Extra capabilities the plugin asks the user for. */
  permissions?: PluginPermission[];
  /** Domains the plugin may reach with fetch, from the sandbox and the UI iframe. */
  networkAccess: {
    /** Origins such as "https://api.example.com", wildcard subdomains "https://*.example.com", ["*"] or ["none"]. */
    allowedDomains: string[];
    /** Extra origins allowed only in development runs, for example "http://localhost:5173". */
    devAllowedDomains?: string[];
    /** Why the plugin needs these domains. Required when allowedDomains is ["*"]. Shown to reviewers. */
    reasoning?: string;
  };
}

type ManifestMenuItem = { name: string; command: string } | { separator: true };

type PluginPermission = 'currentuser' | 'teamlibrary';

// ---------------------------------------------------------------------------------------------
// Values

interface RGB {
  /** Red, 0 to 1. */
  readonly r: number;
  /** Green, 0 to 1. */
  readonly g: number;
  /** Blue, 0 to 1. */
  readonly b: number;
}

interface RGBA extends RGB {
  /** Alpha, 0 to 1. */
  readonly a: number;
}

interface FontName {
  readonly family: string;
  readonly style: string;
}

interface VariableAlias {
  readonly type: 'VARIABLE_ALIAS';
  readonly id: string;
}

interface SolidPaint {
  readonly type: 'SOLID';
  readonly color: RGB;
  readonly opacity?: number;
  readonly visible?: boolean;
  readonly boundVariables?: { readonly color?: VariableAlias };
}

interface ImagePaint {
  readonly type: 'IMAGE';
  /** Hash of the image, the same value the REST API calls an image fill ref. */
  readonly imageHash: string | null;
  readonly scaleMode: 'FILL' | 'FIT' | 'CROP' | 'TILE';
  readonly opacity?: number;
  readonly visible?: boolean;
}

type Paint = SolidPaint | ImagePaint;

interface ExportSettings {
  readonly format: 'PNG' | 'JPG' | 'SVG' | 'PDF';
  /** 1 to 4, PNG and JPG only. Default 1. */
  readonly scale?: number;
}

// ---------------------------------------------------------------------------------------------
// Nodes

type NodeType = 'DOCUMENT' | 'PAGE' | 'FRAME' | 'GROUP' | 'TEXT' | 'RECTANGLE' | 'ELLIPSE' | 'VECTOR' | 'COMPONENT' | 'INSTANCE';

/** Fields that can be bound to a FLOAT or BOOLEAN variable with setBoundVariable. */
type VariableBindableNodeField = 'width' | 'height' | 'cornerRadius' | 'opacity' | 'itemSpacing' | 'visible';

interface BaseNodeMixin {
  /** Node id, for example "12:34". Stable for the life of the node; the same id the REST API uses. */
  readonly id: string;
  readonly type: NodeType;
  name: string;
  /** The parent node, or null for the document root and for removed nodes. */
  readonly parent: (BaseNode & ChildrenMixin) | null;
  /** True once the node was deleted. Reading other properties of a removed node throws. */
  readonly removed: boolean;
  /** Deletes the node and its children. */
  remove(): void;
  /** Private data for this plugin, stored in the file. Values are strings up to 100 KB. */
  getPluginData(key: string): string;
  setPluginData(key: string, value: string): void;
  getPluginDataKeys(): string[];
  /** Data any plugin can read, grouped by namespace. */
  getSharedPluginData(namespace: string, key: string): string;
  setSharedPluginData(namespace: string, key: string, value: string): void;
}

interface ChildrenMixin {
  readonly children: readonly SceneNode[];
  appendChild(child: SceneNode): void;
  insertChild(index: number, child: SceneNode): void;
  /** Depth-first search of all descendants. Without a callback, returns every descendant. */
  findAll(callback?: (node: SceneNode) => boolean): SceneNode[];
  findOne(callback: (node: SceneNode) => boolean): SceneNode | null;
  /** Faster than findAll when you filter by type only. */
  findAllWithCriteria<T extends NodeType[]>(criteria: { types: T }): Array<Extract<SceneNode, { type: T[number] }>>;
}

interface SceneNodeMixin {
  visible: boolean;
  locked: boolean;
  /** Position relative to the parent, in pixels. */
  x: number;
  y: number;
  readonly width: number;
  readonly height: number;
  /** Bounds in page coordinates, or null for invisible nodes. */
  readonly absoluteBoundingBox: { x: number; y: number; width: number; height: number } | null;
  opacity: number;
  resize(width: number, height: number): void;
  /** Renders the node. Same formats as the REST image export. */
  exportAsync(settings?: ExportSettings): Promise<Uint8Array<ArrayBuffer>>;
  /** Variables bound to this node's fields. */
  readonly boundVariables: { readonly [field in VariableBindableNodeField]?: VariableAlias };
  /** Binds a variable to a field, or unbinds it with null. */
  setBoundVariable(field: VariableBindableNodeField, variable: Variable | null): void;
}

interface GeometryMixin {
  fills: readonly Paint[];
  strokes: readonly Paint[];
  strokeWeight: number;
}

interface CornerMixin {
  cornerRadius: number;
}

interface LayoutMixin {
  layoutMode: 'NONE' | 'HORIZONTAL' | 'VERTICAL';
  itemSpacing: number;
  paddingTop: number;
  paddingRight: number;
  paddingBottom: number;
  paddingLeft: number;
}

interface DocumentNode extends BaseNodeMixin {
  readonly type: 'DOCUMENT';
  readonly children: readonly PageNode[];
}

interface PageNode extends BaseNodeMixin, ChildrenMixin {
  readonly type: 'PAGE';
  /** The selection on this page. */
  selection: readonly SceneNode[];
  /** Loads the page's children. Required before reading children of a page that is not the current page. */
  loadAsync(): Promise<void>;
}

interface FrameNode extends BaseNodeMixin, ChildrenMixin, SceneNodeMixin, GeometryMixin, CornerMixin, LayoutMixin {
  readonly type: 'FRAME';
  clipsContent: boolean;
}

interface GroupNode extends BaseNodeMixin, ChildrenMixin, SceneNodeMixin {
  readonly type: 'GROUP';
}

interface TextNode extends BaseNodeMixin, SceneNodeMixin, GeometryMixin {
  readonly type: 'TEXT';
  /** The text. Load the font with tessera.loadFontAsync before changing it. */
  characters: string;
  fontSize: number;
  fontName: FontName;
  textAlignHorizontal: 'LEFT' | 'CENTER' | 'RIGHT' | 'JUSTIFIED';
}

interface RectangleNode extends BaseNodeMixin, SceneNodeMixin, GeometryMixin, CornerMixin {
  readonly type: 'RECTANGLE';
}

interface EllipseNode extends BaseNodeMixin, SceneNodeMixin, GeometryMixin {
  readonly type: 'ELLIPSE';
}

interface VectorNode extends BaseNodeMixin, SceneNodeMixin, GeometryMixin {
  readonly type: 'VECTOR';
}

interface ComponentNode extends BaseNodeMixin, ChildrenMixin, SceneNodeMixin, GeometryMixin, CornerMixin, LayoutMixin {
  readonly type: 'COMPONENT';
  /** Library key, for example "ck_9Hs3Lq8Vb2". The same key the REST API returns. */
  readonly key: string;
  description: string;
  /** Creates an instance on the current page. */
  createInstance(): InstanceNode;
}

interface InstanceNode extends BaseNodeMixin, ChildrenMixin, SceneNodeMixin, GeometryMixin, CornerMixin, LayoutMixin {
  readonly type: 'INSTANCE';
  /** The component this is an instance of; null if it was deleted and is not in a library. */
  getMainComponentAsync(): Promise<ComponentNode | null>;
  swapComponent(component: ComponentNode): void;
  /** Turns the instance into a frame and returns it. */
  detachInstance(): FrameNode;
}

type SceneNode = FrameNode | GroupNode | TextNode | RectangleNode | EllipseNode | VectorNode | ComponentNode | InstanceNode;

type BaseNode = DocumentNode | PageNode | SceneNode;

// ---------------------------------------------------------------------------------------------
// Variables

type VariableResolvedDataType = 'COLOR' | 'FLOAT' | 'STRING' | 'BOOLEAN';

type VariableValue = RGB | RGBA | number | string | boolean | VariableAlias;

type VariableScope =
  'ALL_SCOPES' | 'ALL_FILLS' | 'TEXT_FILL' | 'STROKE_COLOR' | 'CORNER_RADIUS' | 'GAP' | 'WIDTH_HEIGHT' | 'FONT_SIZE' | 'OPACITY';

interface Variable {
  /** Variable id, for example "var_7Qw2Er". The same id the REST API uses. */
  readonly id: string;
  /** Slash-separated name, for example "color/blue/500". */
  name: string;
  description: string;
  readonly resolvedType: VariableResolvedDataType;
  readonly variableCollectionId: string;
  /** One value per mode id. */
  readonly valuesByMode: { readonly [modeId: string]: VariableValue };
  scopes: VariableScope[];
  setValueForMode(modeId: string, value: VariableValue): void;
  remove(): void;
}

interface VariableCollection {
  /** Collection id, for example "vc_4Rt8Lm". */
  readonly id: string;
  name: string;
  readonly modes: ReadonlyArray<{ readonly modeId: string; readonly name: string }>;
  readonly defaultModeId: string;
  readonly variableIds: readonly string[];
  /** Adds a mode and returns its id. */
  addMode(name: string): string;
  renameMode(modeId: string, name: string): void;
  removeMode(modeId: string): void;
  remove(): void;
}

interface VariablesAPI {
  getLocalCollectionsAsync(): Promise<VariableCollection[]>;
  getLocalVariablesAsync(type?: VariableResolvedDataType): Promise<Variable[]>;
  getVariableByIdAsync(id: string): Promise<Variable | null>;
  getCollectionByIdAsync(id: string): Promise<VariableCollection | null>;
  /** Creates a collection with one mode named "Mode 1". */
  createCollection(name: string): VariableCollection;
  createVariable(name: string, collection: VariableCollection, resolvedType: VariableResolvedDataType): Variable;
  createVariableAlias(variable: Variable): VariableAlias;
  /** Returns a copy of the paint with its color bound to a COLOR variable. Assign it back to fills. */
  setBoundVariableForPaint(paint: SolidPaint, field: 'color', variable: Variable | null): SolidPaint;
}

// ---------------------------------------------------------------------------------------------
// UI, storage, notifications, viewport, team library, user

interface ShowUIOptions {
  /** Width in pixels. Default 320. */
  width?: number;
  /** Height in pixels. Default 480. */
  height?: number;
  /** Window title. Default: the plugin name. */
  title?: string;
  /** false loads the UI hidden, for example to use the iframe for network or canvas work. Default true. */
  visible?: boolean;
}

interface UIAPI {
  /** Loads the manifest's ui file into the plugin window. */
  show(options?: ShowUIOptions): void;
  hide(): void;
  resize(width: number, height: number): void;
  /** Sends a message to the UI iframe. It arrives as event.data.pluginMessage. */
  postMessage(message: unknown): void;
  /** Receives { pluginMessage } messages from the UI iframe. Returns a function that unsubscribes. */
  onMessage(handler: (message: unknown) => void): () => void;
}

interface ClientStorageAPI {
  /** Resolves to undefined when the key is not set. */
  getAsync(key: string): Promise<unknown>;
  /** Any structured-clone value. 5 MB per plugin in total. */
  setAsync(key: string, value: unknown): Promise<void>;
  deleteAsync(key: string): Promise<void>;
  keysAsync(): Promise<string[]>;
}

interface NotifyOptions {
  /** Milliseconds before the message hides. Default 3000. Infinity keeps it until cancel(). */
  timeout?: number;
  /** Shows the message as an error. */
  error?: boolean;
}

interface NotificationHandler {
  cancel(): void;
}

interface ViewportAPI {
  center: { x: number; y: number };
  zoom: number;
  scrollAndZoomIntoView(nodes: readonly SceneNode[]): void;
}

interface LibraryComponent {
  /** Component key, for example "ck_9Hs3Lq8Vb2". */
  readonly key: string;
  readonly name: string;
  /** Name of the library file that published it. */
  readonly libraryName: string;
}

interface TeamLibraryAPI {
  /** Components published by libraries the user can use. Needs the "teamlibrary" permission. */
  getAvailableComponentsAsync(): Promise<LibraryComponent[]>;
}

interface User {
  /** User id, for example "usr_4f9TqP". */
  readonly id: string;
  readonly handle: string;
  readonly imgUrl: string | null;
}

type PluginEventType = 'selectionchange' | 'currentpagechange' | 'close';

// ---------------------------------------------------------------------------------------------
// The global API object

interface PluginAPI {
  /** Plugin API version, "1.0.0". */
  readonly apiVersion: '1.0.0';
  /** The manifest id of the running plugin. */
  readonly pluginId: string;
  /** The menu command the user ran, or "" for a plugin without a menu. */
  readonly command: string;

  readonly root: DocumentNode;
  readonly currentPage: PageNode;
  setCurrentPageAsync(page: PageNode): Promise<void>;
  /** Loads every page. Slow in large files; prefer page.loadAsync() for the pages you need. */
  loadAllPagesAsync(): Promise<void>;
  /** The current page's selection. Assign an array of nodes on the current page to change it. */
  selection: readonly SceneNode[];
  getNodeByIdAsync(id: string): Promise<BaseNode | null>;

  createFrame(): FrameNode;
  createRectangle(): RectangleNode;
  createEllipse(): EllipseNode;
  createText(): TextNode;
  createComponent(): ComponentNode;
  group(nodes: readonly SceneNode[], parent: BaseNode & ChildrenMixin): GroupNode;
  loadFontAsync(fontName: FontName): Promise<void>;

  readonly ui: UIAPI;
  readonly clientStorage: ClientStorageAPI;
  readonly variables: VariablesAPI;
  readonly viewport: ViewportAPI;
  /** Needs the "teamlibrary" permission. */
  readonly teamLibrary: TeamLibraryAPI;
  /** Needs the "teamlibrary" permission. */
  importComponentByKeyAsync(key: string): Promise<ComponentNode>;
  /** Needs the "currentuser" permission. */
  readonly currentUser: User | null;

  notify(message: string, options?: NotifyOptions): NotificationHandler;
  /** Stops the plugin. The optional message shows as a notification. */
  closePlugin(message?: string): void;

  on(type: PluginEventType, handler: () => void): void;
  off(type: PluginEventType, handler: () => void): void;
}

/** The Plugin API. Available in plugin code (the sandbox), not in the UI iframe. */
declare const tessera: PluginAPI;
