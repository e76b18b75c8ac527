#include "gui/language.hpp"

#include <QAbstractItemModel>
#include <QApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
#include <QWidget>
#include <deque>

#include "gui/text_format.hpp"

namespace iometry::gui {
namespace {

/**
 * A widget's child that runs a function when the widget is told the language changed.
 *
 * The functions of all the window's widgets do not run in one event-loop pass: together they
 * set some 1,500 texts and redraw figures, tens of milliseconds that would freeze the window
 * (docs/architecture.md, "The window's languages"). Each is queued instead, and the queue
 * runs one function per pass, so timers, input and repaints go on between them.
 */
class LanguageHook : public QObject {
public:
    LanguageHook(QWidget* widget, std::function<void()> apply)
        : QObject(widget), m_apply(std::move(apply)) {}

    void apply() {
        m_queued = false;
        m_apply();
    }

protected:
    // QWidget::event() passes LanguageChange on to every child, widgets or not. A dialog
    // hears it twice (from its parent and as a window of its own): it is queued once.
    bool event(QEvent* e) override;

private:
    std::function<void()> m_apply;
    bool m_queued = false;
};

/** The hooks to run, one per event-loop pass. */
class HookQueue : public QObject {
public:
    static HookQueue& instance() {
        static auto* queue = new HookQueue(QCoreApplication::instance());
        return *queue;
    }

    void push(LanguageHook* hook) {
        m_hooks.emplace_back(hook);
        if (!m_timer.isActive()) m_timer.start();
    }

private:
    explicit HookQueue(QObject* parent) : QObject(parent) {
        m_timer.setInterval(0);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            while (!m_hooks.empty()) {
                QPointer<LanguageHook> hook = m_hooks.front();
                m_hooks.pop_front();
                if (hook) {  // its widget may have gone meanwhile
                    hook->apply();
                    break;
                }
            }
            if (m_hooks.empty()) m_timer.stop();
        });
    }

    std::deque<QPointer<LanguageHook>> m_hooks;
    QTimer m_timer;
};

bool LanguageHook::event(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && !m_queued) {
        m_queued = true;
        HookQueue::instance().push(this);
    }
    return QObject::event(e);
}

QString g_applied = QStringLiteral("system");
QPointer<QTranslator> g_ours;
QPointer<QTranslator> g_qt;

}  // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> list = {
        {QStringLiteral("system"), QString()},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("uk"), QStringLiteral("Українська")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
    return list;
}

QString savedLanguage() {
    return QSettings().value(QStringLiteral("language"), QStringLiteral("system")).toString();
}

QString appliedLanguage() { return g_applied; }

void applyLanguage(const QString& code) {
    g_applied = code;
    // Numbers in the new language's format, whether or not its translation loads.
    applyDisplayLocale();
    auto* app = QCoreApplication::instance();
    for (QPointer<QTranslator>* t : {&g_ours, &g_qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete t->data();
        }
    }
    // English is the source text: nothing to install. Qt's own words (dialog buttons)
    // only with ours, so the window never mixes two languages.
    const QLocale locale = code == QLatin1String("system") ? QLocale::system() : QLocale(code);
    auto* ours = new QTranslator(app);
    if (!ours->load(locale, QStringLiteral("iometry"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete ours;
        return;
    }
    QCoreApplication::installTranslator(ours);
    g_ours = ours;
    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        g_qt = qt;
    } else {
        delete qt;
    }
}

void onLanguageChange(QWidget* widget, std::function<void()> apply) {
    apply();
    new LanguageHook(widget, std::move(apply));
}

void retranslateModel(QAbstractItemModel* model) {
    if (!model) return;
    // No row or column moves: the persistent indexes (selection, current) stay as they are.
    Q_EMIT model->layoutAboutToBeChanged();
    Q_EMIT model->layoutChanged();
    const int columns = model->columnCount();
    if (columns > 0) Q_EMIT model->headerDataChanged(Qt::Horizontal, 0, columns - 1);
    const int rows = model->rowCount();
    if (rows > 0) Q_EMIT model->headerDataChanged(Qt::Vertical, 0, rows - 1);
}

}  // namespace iometry::gui
