#pragma once
// The window's view settings: every splitter's position and every table's column widths,
// kept in QSettings by the place of the view in the window, so that the workbench opens as
// it was left (docs/architecture.md, "The workbench (gui/)").

class QWidget;

namespace iometry::gui {

class ViewSettings {
public:
    /**
     * Keeps the positions of @p root's splitters and the widths of its tables' columns the
     * user may drag; those of views not built this time (a comparison's table) stay as they were.
     */
    static void save(const QWidget* root);
    /**
     * Gives @p root's splitters and tables what save() kept; a table whose columns come with
     * its first rows gets its widths once they are there.
     */
    static void restore(QWidget* root);
};

}  // namespace iometry::gui
