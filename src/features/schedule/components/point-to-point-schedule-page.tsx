export function PointToPointSchedulePage() {
  return null;
}
