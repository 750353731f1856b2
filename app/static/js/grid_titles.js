// The big grids send each cell with its state only; the problem's title is on its column header.
// When the pointer first reaches a cell, the header's title becomes the cell's hover title too.
for (const table of document.querySelectorAll("table[data-cell-titles]")) {
  const cellSelector = table.dataset.cellTitles;
  const heads = [...table.querySelectorAll("thead [data-column-head]")];
  table.addEventListener("mouseover", (event) => {
    const cell = event.target.closest(cellSelector);
    if (!cell || cell.title || !table.contains(cell)) return;
    const column = [...cell.parentElement.querySelectorAll(cellSelector)].indexOf(cell);
    if (heads[column]) cell.title = heads[column].title;
  });
}
