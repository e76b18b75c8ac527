#pragma once
// IOmeter's Access Specifications page: the plan's specs on the left (add from the library,
// add blank, duplicate, rename, delete), the lines of the chosen spec on the right. Every
// change goes straight into the shared PlanDocument; a value the validator refuses is shown
// in red beside the table and never written. Which worker runs which spec is chosen on the
// Targets page.

#include <QWidget>
#include <functional>

#include "gui/models/spec_library.hpp"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;
class QToolButton;

namespace iometry::gui {

class AccessSpecModel;
class PlanDocument;

class AccessSpecsPage : public QWidget {
    Q_OBJECT

public:
    explicit AccessSpecsPage(PlanDocument* document, QWidget* parent = nullptr);

    /** The lines of the spec shown on the right. */
    AccessSpecModel* linesModel() const { return m_lines; }
    /** Index in the plan's specs of the spec shown, -1 for none. */
    int currentSpec() const;
    void selectSpec(int index);

    /** Appends a copy of the library's spec @p name (renamed if the plan has one). */
    bool addFromLibrary(const QString& name);
    void addBlank();
    void duplicateCurrent();
    /** Renames the current spec and the workers' references to it; false says why in red. */
    bool renameCurrent(const QString& name);
    /** Refuses to delete the last spec or one a worker runs (the reason is shown). */
    bool deleteCurrent();

    /** The red line under the table: a refused edit, or what is wrong with the spec. */
    QString message() const;

private:
    void refresh();
    void appendSpec(model::AccessSpec spec);
    QString uniqueName(const QString& wanted) const;
    QString renameProblem(const QString& name) const;
    /** Shows @p reason in red; @p again words it anew when the language changes. */
    void showReason(const QString& reason, std::function<QString()> again);
    void updateDetails();

    PlanDocument* m_document;
    SpecLibrary m_library;
    AccessSpecModel* m_lines;
    QListWidget* m_specList;
    QToolButton* m_libraryButton;
    QPushButton* m_addBlankButton;
    QPushButton* m_duplicateButton;
    QPushButton* m_renameButton;
    QPushButton* m_deleteButton;
    QLineEdit* m_nameEdit;
    QLabel* m_nameError;
    QLabel* m_usedBy;
    QTableView* m_table;
    QPushButton* m_addLineButton;
    QPushButton* m_removeLineButton;
    QLabel* m_message;
    QLabel* m_sweepHint;
    QString m_reason;  ///< the last refusal, shown until the next accepted edit
    std::function<QString()> m_reasonAgain;  ///< says m_reason in the current language
};

}  // namespace iometry::gui
