#pragma once
// A table's columns as wide as their widest cell and their title, never narrower, with the
// width left over given to the columns that take it (names, addresses, folders): what
// QHeaderView's modes do not do together (Stretch may cut a column below its text,
// ResizeToContents leaves the spare width unused). A table too narrow for them all scrolls.

#include <functional>

class QTableView;

namespace iometry::gui {

/**
 * Fits @p view's columns now and whenever its model's rows, cells or titles change or its
 * viewport is resized; @p takesSpare(column) says which columns share the spare width (all
 * of them when none does). The columns become Interactive: drawn where the fit puts them.
 */
void fitColumns(QTableView* view, std::function<bool(int column)> takesSpare);

}  // namespace iometry::gui
