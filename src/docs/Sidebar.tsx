// The docs navigation, rendered on the server from the content tree as plain links.
import type { Folder, Node, Root } from 'fumadocs-core/page-tree';
import { SidebarLink } from './SidebarLink';
import styles from './Sidebar.module.css';
import { source } from './source';

function label(node: Node): string {
  if (node.type === 'page') {
    const page = source.getNodePage(node);
    if (page?.data.sidebarLabel) return page.data.sidebarLabel;
  }
  return typeof node.name === 'string' ? node.name : String(node.name ?? '');
}

function FolderSection({ folder }: { folder: Folder }) {
  return (
    <li className={styles.section}>
      <p className={styles.sectionTitle}>{label(folder)}</p>
      <ul>
        {folder.index ? (
          <li>
            <SidebarLink href={folder.index.url}>{label(folder.index)}</SidebarLink>
          </li>
        ) : null}
        <Items nodes={folder.children} />
      </ul>
    </li>
  );
}

function Items({ nodes }: { nodes: Node[] }) {
  return nodes.map((node, index) => {
    if (node.type === 'folder') return <FolderSection key={node.$id ?? index} folder={node} />;
    if (node.type === 'separator') {
      return (
        <li key={node.$id ?? index} className={styles.separator} role="presentation">
          {node.name ? label(node) : null}
        </li>
      );
    }
    return (
      <li key={node.url}>
        <SidebarLink href={node.url}>{label(node)}</SidebarLink>
      </li>
    );
  });
}

export function Sidebar({ tree = source.pageTree as Root }: { tree?: Root }) {
  return (
    <nav aria-label="Docs" className={styles.sidebar}>
      <ul>
        <Items nodes={tree.children} />
      </ul>
    </nav>
  );
}
