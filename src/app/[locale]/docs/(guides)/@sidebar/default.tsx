export default function NoSidebar() {
  return null;
}
