#pragma once
// A wizard page that knows why it cannot be left.
#include <QString>
#include <QStringList>
#include <QWizardPage>

class QBoxLayout;
class QFormLayout;
class QLabel;

namespace iometry::gui {

class ValueChecks;

/**
 * A wizard page that knows why it cannot be left: check() gives the reason, shown in red
 * under the page's fields, and Next (or Finish) stays disabled while there is one.
 */
class CheckedPage : public QWizardPage {
    Q_OBJECT

public:
    explicit CheckedPage(QWidget* parent = nullptr);

    /** Why the page cannot be left as it stands; empty when it can. */
    virtual QString check() const = 0;
    /** The reason as shown on the page. */
    QString reason() const;

    bool isComplete() const override;
    bool validatePage() override;

    /**
     * The fields the page registered that its wizard keeps between uses (wizard_memory.hpp):
     * all of them, or none when the page names places (setRemembersFields(false)).
     */
    QStringList rememberedFields() const;

public Q_SLOTS:
    /** Re-checks the page: updates the reason line and Next. Connect every input to it. */
    void refresh();

protected:
    /**
     * Registers a field as QWizardPage::registerField() does, and notes its name, so that
     * the wizard can remember its value (rememberedFields()).
     */
    void registerField(const QString& name, QWidget* widget, const char* property = nullptr,
                       const char* changedSignal = nullptr);
    /**
     * Whether the wizard keeps this page's fields between uses (it does unless told): a page
     * of hosts, addresses or a disk to write names places that a later run may not have.
     */
    void setRemembersFields(bool remember) { m_remembers = remember; }

    /** Adds the reason line under the page's fields, after a stretch if @p stretch. */
    void addReasonLine(QBoxLayout* layout, bool stretch = true);
    /**
     * The page of a choice of values (sizes, frames, MTUs) with a form under it and the
     * reason line; each value's check box registered as a field of its object name.
     */
    void layOutChecks(ValueChecks* checks, QFormLayout* form);

private:
    QLabel* m_reason;
    QStringList m_fields;
    bool m_remembers = true;
};

}  // namespace iometry::gui
