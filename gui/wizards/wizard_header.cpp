#include "gui/wizards/wizard_header.hpp"

#include <QEvent>
#include <QLayout>
#include <algorithm>
#include <QLabel>
#include <QTimer>
#include <QWizard>
#include <QWizardPage>

namespace iometry::gui {
namespace {

/** Whether @p w lies inside a page (then the page's own layout sizes it), not the header. */
bool onAPage(const QWidget* w, const QWizard* wizard) {
    for (const QWidget* p = w->parentWidget(); p && p != wizard; p = p->parentWidget())
        if (qobject_cast<const QWizardPage*>(p)) return true;
    return false;
}

void fit(QWizard* wizard) {
    for (QLabel* label : wizard->findChildren<QLabel*>()) {
        if (!label->wordWrap() || label->text().isEmpty() || onAPage(label, wizard)) continue;
        const int need = label->heightForWidth(label->width());
        if (need <= label->height()) continue;
        const int extra = need - label->height();
        label->setMinimumHeight(need);
        // The header's height is fixed (for the lines QWizard expected): it grows as much.
        QWidget* header = label->parentWidget();
        if (header && header != wizard && header->minimumHeight() == header->maximumHeight())
            header->setFixedHeight(std::max(header->height() + extra,
                                            header->layout() ? header->layout()->totalMinimumSize().height() : 0));
    }
}

class HeaderFitter : public QObject {
public:
    explicit HeaderFitter(QWizard* wizard) : QObject(wizard), m_wizard(wizard) {}

    bool eventFilter(QObject*, QEvent* event) override {
        switch (event->type()) {
            case QEvent::Resize:
            case QEvent::Show:
            case QEvent::LanguageChange:
            case QEvent::FontChange:
                later();
                break;
            default:
                break;
        }
        return false;
    }

    /** After the wizard's own layout has placed the header (QWizard sets it up first). */
    void later() {
        if (m_pending) return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            fit(m_wizard);
        });
    }

private:
    QWizard* m_wizard;
    bool m_pending = false;
};

}  // namespace

void keepHeaderWhole(QWizard* wizard) {
    auto* fitter = new HeaderFitter(wizard);
    wizard->installEventFilter(fitter);
    QObject::connect(wizard, &QWizard::currentIdChanged, fitter, [fitter] { fitter->later(); });
}

}  // namespace iometry::gui
