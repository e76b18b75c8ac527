// Switching the language (Settings → Language) retranslates the open window without a
// restart: after a real run over loopback has filled every page, the language is switched
// during a run and after it, and every text the window shows (labels, buttons, group boxes,
// tabs, menus, actions, tool tips, placeholders, spin-box suffixes, combo items, the status
// line, table
// headers and cells, figure axes and legends) is checked against the translation files:
// none may still read as the language left behind. Each switch must not stall the window
// for more than 100 ms. IOMETRY_LANGUAGE_SHOTS=DIR saves each page and the dialog after each switch.
#include <QElapsedTimer>
#include <QtTest>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QXmlStreamReader>
#include <functional>
#include <nlohmann/json.hpp>
#include <qcustomplot.h>
#include <set>

#include "gui/dialogs/add_dynamo_dialog.hpp"
#include "gui/dialogs/example_chooser.hpp"
#include "gui/dialogs/example_texts.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/models/spec_library.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"

#include "stall_meter.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

/** A text the window shows, and where. */
struct Shown {
    QString where;
    QString text;
};

QString describe(const QObject* o) {
    QString path = QString::fromLatin1(o->metaObject()->className());
    if (!o->objectName().isEmpty()) path += '#' + o->objectName();
    for (const QObject* p = o->parent(); p; p = p->parent())
        if (!p->objectName().isEmpty()) {
            path = QStringLiteral("%1#%2 > %3")
                       .arg(QString::fromLatin1(p->metaObject()->className()), p->objectName(), path);
            break;
        }
    return path;
}

void addModelTexts(const QAbstractItemModel* model, const QString& where, std::vector<Shown>& out) {
    if (!model) return;
    const int columns = model->columnCount();
    for (int c = 0; c < columns; ++c)
        for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
            out.push_back({where + QStringLiteral(" header %1").arg(c),
                           model->headerData(c, Qt::Horizontal, role).toString()});
    std::function<void(const QModelIndex&, int)> rows = [&](const QModelIndex& parent, int depth) {
        const int n = std::min(model->rowCount(parent), 60);
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex i = model->index(r, c, parent);
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    out.push_back({where + QStringLiteral(" cell %1,%2").arg(r).arg(c),
                                   i.data(role).toString()});
            }
            if (depth < 3) rows(model->index(r, 0, parent), depth + 1);
        }
    };
    rows(QModelIndex(), 0);
}

void addPlotTexts(QCustomPlot* plot, const QString& where, std::vector<Shown>& out) {
    for (QCPAxis* axis : plot->axisRect() ? plot->axisRect()->axes() : QList<QCPAxis*>())
        out.push_back({where + " axis", axis->label()});
    for (int i = 0; i < plot->plottableCount(); ++i)
        out.push_back({where + " plottable", plot->plottable(i)->name()});
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            out.push_back({where + " item", text->text()});
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
        if (auto* text = qobject_cast<QCPTextElement*>(e)) out.push_back({where + " title", text->text()});
}

/** Every text @p window and its dialogs show, page by page (each tab made current in turn). */
std::vector<Shown> shownTexts(MainWindow& window) {
    std::vector<Shown> out;
    auto* tabs = window.findChild<QTabWidget*>();
    const int current = tabs->currentIndex();
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        QCoreApplication::processEvents();
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible()) continue;
            const QString where = describe(w);
            if (!w->toolTip().isEmpty()) out.push_back({where + " tooltip", w->toolTip()});
            if (w->isWindow()) out.push_back({where + " title", w->windowTitle()});
            if (auto* l = qobject_cast<QLabel*>(w)) out.push_back({where, l->text()});
            if (auto* b = qobject_cast<QAbstractButton*>(w)) out.push_back({where, b->text()});
            if (auto* g = qobject_cast<QGroupBox*>(w)) out.push_back({where, g->title()});
            if (auto* b = qobject_cast<QStatusBar*>(w)) out.push_back({where, b->currentMessage()});
            if (auto* e = qobject_cast<QLineEdit*>(w)) out.push_back({where, e->placeholderText()});
            if (auto* e = qobject_cast<QPlainTextEdit*>(w)) out.push_back({where, e->placeholderText()});
            if (auto* s = qobject_cast<QSpinBox*>(w)) {
                out.push_back({where + " suffix", s->suffix()});
                out.push_back({where + " special", s->specialValueText()});
            }
            if (auto* s = qobject_cast<QDoubleSpinBox*>(w)) {
                out.push_back({where + " suffix", s->suffix()});
                out.push_back({where + " special", s->specialValueText()});
            }
            if (auto* c = qobject_cast<QComboBox*>(w))
                for (int i = 0; i < c->count(); ++i) {
                    out.push_back({where + " item", c->itemText(i)});
                    out.push_back({where + " item tooltip", c->itemData(i, Qt::ToolTipRole).toString()});
                }
            if (auto* t = qobject_cast<QTabBar*>(w))
                for (int i = 0; i < t->count(); ++i) {
                    out.push_back({where + " tab", t->tabText(i)});
                    out.push_back({where + " tab tooltip", t->tabToolTip(i)});
                }
            if (auto* v = qobject_cast<QAbstractItemView*>(w)) addModelTexts(v->model(), where, out);
            if (auto* p = qobject_cast<QCustomPlot*>(w)) addPlotTexts(p, where, out);
        }
    }
    tabs->setCurrentIndex(current);
    // Menus and actions, shown or not: the menu bar opens them at any time.
    for (QMenu* m : window.findChildren<QMenu*>()) out.push_back({describe(m), m->title()});
    for (QAction* a : window.findChildren<QAction*>()) {
        out.push_back({describe(a), a->text()});
        out.push_back({describe(a) + " tooltip", a->toolTip()});
    }
    return out;
}

/** The messages of a translation file: source → translation (finished ones only). */
struct Catalogue {
    std::set<QString> sources;       // sources whose translation differs from them
    std::set<QString> translations;  // translations that differ from their source
    std::vector<QRegularExpression> sourcePatterns;  // the sources with %1 …
    std::vector<QRegularExpression> translationPatterns;
};

/** A pattern of a message with arguments, when it has enough fixed text to tell it. */
std::optional<QRegularExpression> patternOf(const QString& message) {
    static const QRegularExpression arg(QStringLiteral("%(L?\\d+|n)"));
    const QStringList pieces = message.split(arg);
    if (pieces.size() < 2) return std::nullopt;
    int letters = 0;
    QStringList escaped;
    for (const QString& piece : pieces) {
        for (QChar c : piece) letters += c.isLetter();
        escaped << QRegularExpression::escape(piece);
    }
    if (letters < 8) return std::nullopt;
    return QRegularExpression(QStringLiteral("^") + escaped.join(QStringLiteral(".*")) +
                              QStringLiteral("$"),
                              QRegularExpression::DotMatchesEverythingOption);
}

Catalogue readCatalogue(const QString& path) {
    Catalogue c;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QString source, translation;
    bool finished = true;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            source.clear();
            translation.clear();
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            finished = type.isEmpty();
            if (!numerus) translation = xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            if (!finished || numerus || translation.isEmpty() || translation == source) continue;
            c.sources.insert(source);
            c.translations.insert(translation);
            if (auto p = patternOf(source)) c.sourcePatterns.push_back(*p);
            if (auto p = patternOf(translation)) c.translationPatterns.push_back(*p);
        }
    }
    if (xml.hasError()) qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return c;
}

bool matches(const QString& text, const std::set<QString>& exact,
             const std::vector<QRegularExpression>& patterns) {
    if (exact.count(text)) return true;
    for (const QRegularExpression& p : patterns)
        if (p.match(text).hasMatch()) return true;
    return false;
}

/** The texts that still read as the language left: in @p left's words and not in @p now's. */
QStringList leftBehind(const std::vector<Shown>& shown, const std::set<QString>& leftExact,
                       const std::vector<QRegularExpression>& leftPatterns,
                       const std::set<QString>& nowExact,
                       const std::vector<QRegularExpression>& nowPatterns) {
    QStringList found;
    std::set<QString> reported;
    for (const Shown& s : shown) {
        if (s.text.trimmed().isEmpty()) continue;
        // The spec library's names are its file's words, the same in every language (as a
        // plan's are): "Transmit" there is data, though the article translates the word.
        if (s.where.startsWith(QLatin1String("QToolButton#addFromLibrary > QAction"))) continue;
        // A run's title is its plan's name as it ran: data of the results folder, in the
        // language the plan was made in, though a shipped example's name has translations.
        if (s.where.endsWith(QLatin1String("QCustomPlot title")) && isExampleText(s.text)) continue;
        if (!matches(s.text, leftExact, leftPatterns)) continue;
        if (matches(s.text, nowExact, nowPatterns)) continue;  // the same words in both
        if (reported.insert(s.where + s.text).second)
            found << QStringLiteral("%1: \"%2\"").arg(s.where, s.text.left(120));
    }
    return found;
}

/** The texts with a letter of @p script (the Cyrillic or Han alphabet), but for @p except. */
QStringList inScript(const std::vector<Shown>& shown, QChar::Script script,
                     const QStringList& except) {
    QStringList found;
    std::set<QString> reported;
    for (const Shown& s : shown) {
        if (except.contains(s.text)) continue;
        const bool has = std::any_of(s.text.begin(), s.text.end(),
                                     [script](QChar c) { return c.script() == script; });
        if (has && reported.insert(s.where + s.text).second)
            found << QStringLiteral("%1: \"%2\"").arg(s.where, s.text.left(120));
    }
    return found;
}

/**
 * @p check() again every 20 ms until it finds nothing left, for at most 10 s: the window
 * retranslates one widget per event-loop pass (gui/language.cpp), which under a sanitizer
 * beside another test takes longer than any fixed wait. What it found last.
 */
template <class Check>
QStringList settled(Check check) {
    QElapsedTimer waited;
    waited.start();
    QStringList left = check();
    while (!left.isEmpty() && waited.elapsed() < 10000) {
        QTest::qWait(20);
        left = check();
    }
    return left;
}

/** Picks Settings → Language → @p code as a user would, and waits for the window to follow. */
double switchLanguage(MainWindow& window, const QString& code) {
    auto* action = window.findChild<QAction*>(QStringLiteral("language_") + code);
    if (!action) qFatal("no language action for %s", qPrintable(code));
    StallMeter stalls;
    stalls.start();
    action->trigger();
    QTest::qWait(300);  // the LanguageChange events are posted: let every window have them
    stalls.stop();
    return stalls.worstMs();
}

/** Empty, or every text in @p wrong told (a QVERIFY2 message would be cut) and a summary. */
QString tellLeft(const QString& what, const QStringList& wrong) {
    if (wrong.isEmpty()) return {};
    for (const QString& line : wrong) qWarning("%s: %s", qPrintable(what), qPrintable(line));
    return QStringLiteral("%1: %2 texts (listed above)").arg(what).arg(wrong.size());
}

/**
 * With IOMETRY_LANGUAGE_SHOTS=DIR, saves the window's pages as DIR/<code>-<page>.png and the
 * Add-a-dynamo dialog as DIR/<code>-add-dynamo.png.
 */
void saveShots(MainWindow& window, const QString& code) {
    const QString dir = qEnvironmentVariable("IOMETRY_LANGUAGE_SHOTS");
    if (dir.isEmpty()) return;
    auto* tabs = window.findChild<QTabWidget*>();
    const int current = tabs->currentIndex();
    for (int page = 0; page < tabs->count(); ++page) {
        tabs->setCurrentIndex(page);
        QTest::qWait(50);
        window.grab().save(QStringLiteral("%1/%2-%3.png").arg(dir, code).arg(page));
    }
    tabs->setCurrentIndex(current);
    if (auto* dialog = window.findChild<AddDynamoDialog*>())
        dialog->grab().save(QStringLiteral("%1/%2-add-dynamo.png").arg(dir, code));
}

const QStringList kLanguageNames = {QStringLiteral("Русский"), QStringLiteral("Українська"),
                                    QStringLiteral("简体中文")};

}  // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        qputenv("IOMETRY_DYNAMO", IOMETRY_BIN_DIR "/iometry-dynamo");
        m_ru = readCatalogue(IOMETRY_TRANSLATIONS_DIR "/iometry_ru.ts");
        m_zh = readCatalogue(IOMETRY_TRANSLATIONS_DIR "/iometry_zh_CN.ts");
        QVERIFY(m_ru.sources.size() > 500);
        QVERIFY(m_zh.sources.size() > 500);
    }

    // The spec libraries' descriptions are help: shown in the window's language, each one
    // (a description added to a file without its translation fails here).
    void libraryDescriptionsAreTranslated() {
        const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
        for (const QString& code : {QStringLiteral("ru"), QStringLiteral("uk"), QStringLiteral("zh_CN")}) {
            applyLanguage(code);
            for (const QString& path : {SpecLibrary::defaultPath(), SpecLibrary::diskPath()}) {
                const SpecLibrary library(path);
                QVERIFY(library.problems().empty());
                QVERIFY(!library.entries().empty());
                for (const SpecLibrary::Entry& entry : library.entries()) {
                    QVERIFY2(!entry.description.isEmpty(), entry.spec.name.c_str());
                    QVERIFY2(entry.shownDescription() != entry.description,
                             qPrintable(code + QStringLiteral(": ") + entry.description));
                }
            }
        }
        applyLanguage(QStringLiteral("en"));
        const SpecLibrary library(SpecLibrary::diskPath());
        QCOMPARE(library.entries().front().shownDescription(), library.entries().front().description);
    }

    // Every menu of the menu bar and every action in it speaks the window's language: a title
    // or an action whose text has no letter of the language's script was left untranslated
    // (its tr() is missing, or its translation kept the English word).
    void everyMenuSpeaksTheLanguage() {
        const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
        PlanDocument document;
        document.setPlan(PlanDocument::defaultPlan());
        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        const std::pair<QString, QChar::Script> languages[] = {{QStringLiteral("ru"), QChar::Script_Cyrillic},
                                                               {QStringLiteral("uk"), QChar::Script_Cyrillic},
                                                               {QStringLiteral("zh_CN"), QChar::Script_Han}};
        QStringList wrong;
        for (const auto& language : languages) {
            const QString code = language.first;
            const QChar::Script script = language.second;
            applyLanguage(code);
            const auto speaks = [script](const QString& text) {
                return std::any_of(text.begin(), text.end(), [script](QChar c) { return c.script() == script; });
            };
            std::function<void(QMenu*, const QString&)> walk = [&](QMenu* menu, const QString& where) {
                const QString path = where + " > " + menu->title();
                if (!speaks(menu->title())) wrong << code + ": menu " + path;
                // Recent files and the languages' own names are not words of the window.
                if (menu->objectName() == QLatin1String("recentPlansMenu") ||
                    menu->objectName() == QLatin1String("recentResultsMenu"))
                    return;
                for (QAction* a : menu->actions()) {
                    if (a->isSeparator() || a->objectName().startsWith(QLatin1String("language_"))) continue;
                    if (a->menu()) walk(a->menu(), path);
                    else if (!speaks(a->text())) wrong << code + ": action " + path + " > " + a->text();
                }
            };
            wrong << settled([&] {
                QStringList found;
                std::swap(found, wrong);
                for (QAction* a : window.menuBar()->actions())
                    if (a->menu()) walk(a->menu(), QString());
                std::swap(found, wrong);
                return found;
            });
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join('\n')));
    }

    // The example plans and suite templates shipped are shown in the window's language: each
    // one's name and description is in the table of their words (example_texts.cpp) and
    // translated in every language; a plan of one's own keeps its words.
    void shippedExamplesAreTranslated() {
        const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
        const QString dir = ExampleChooser::examplesDir();
        QVERIFY(!dir.isEmpty());
        QStringList missing;
        for (const QString& folder : {dir, QDir(dir).filePath(QStringLiteral("suites"))})
            for (const QFileInfo& f : QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
                QFile file(f.filePath());
                QVERIFY(file.open(QIODevice::ReadOnly));
                const auto doc = nlohmann::json::parse(file.readAll().toStdString());
                for (const char* key : {"name", "description"}) {
                    const QString text = QString::fromStdString(doc.value(key, std::string()));
                    QVERIFY2(!text.isEmpty(), qPrintable(f.fileName() + ": no " + key));
                    if (!isExampleText(text)) missing << f.fileName() + ": " + key;
                }
            }
        QVERIFY2(missing.isEmpty(), qPrintable("not in gui/dialogs/example_texts.cpp (copy them there "
                                               "word for word): " + missing.join(", ")));
        QVERIFY(!isExampleText(QStringLiteral("My own plan")));

        QStringList untranslated;
        applyLanguage(QStringLiteral("en"));
        std::vector<ExamplePlan> shipped = ExampleChooser::examplePlans(dir);
        for (const ExamplePlan& t : ExampleChooser::examplePlans(QDir(dir).filePath(QStringLiteral("suites"))))
            shipped.push_back(t);
        for (const QString& code : {QStringLiteral("ru"), QStringLiteral("uk"), QStringLiteral("zh_CN")}) {
            applyLanguage(code);
            std::vector<ExamplePlan> shown = ExampleChooser::examplePlans(dir);
            for (const ExamplePlan& t : ExampleChooser::examplePlans(QDir(dir).filePath(QStringLiteral("suites"))))
                shown.push_back(t);
            QCOMPARE(shown.size(), shipped.size());
            // A new plan is the shipped loopback sweep, in the window's language too (its
            // description was English words of its own, in every language).
            const model::Plan fresh = PlanDocument::defaultPlan();
            QCOMPARE(QString::fromStdString(fresh.name), shownExampleText(QString::fromUtf8(kLoopbackSweepName)));
            QCOMPARE(QString::fromStdString(fresh.description), shownExampleText(QString::fromUtf8(kLoopbackSweepDescription)));
            for (const std::string& words : {fresh.name, fresh.description})
                if (QString::fromStdString(words) == QString::fromUtf8(kLoopbackSweepName) ||
                    QString::fromStdString(words) == QString::fromUtf8(kLoopbackSweepDescription))
                    untranslated << code + ": the new plan's " + QString::fromStdString(words).left(60);
            for (std::size_t i = 0; i < shown.size(); ++i) {
                if (shown[i].name == shipped[i].name) untranslated << code + ": " + shipped[i].name;
                if (shown[i].description == shipped[i].description)
                    untranslated << code + ": " + shipped[i].description.left(60) + "…";
            }
        }
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join('\n')));
        QCOMPARE(shownExampleText(QStringLiteral("My own plan")), QStringLiteral("My own plan"));
    }

    void theOpenWindowFollowsTheLanguage() {
        QTemporaryDir results;
        QSettings().setValue("resultsRoot", results.path());
        QSettings().setValue("language", "en");

        PlanDocument document;
        model::Plan plan = PlanDocument::defaultPlan();
        plan.runS = 1;
        plan.rampS = 0;
        plan.sampleMs = 200;
        plan.sweep.front().values = {1024, 65536};
        // Names are the user's words, never translated: none here that a message also uses
        // (the default spec is called "transmit", as is a direction).
        for (std::size_t i = 0; i < plan.specs.size(); ++i) {
            const std::string name = "Spec " + std::to_string(i + 1);
            for (model::WorkerDef& w : plan.workers)
                if (w.spec == plan.specs[i].name) w.spec = name;
            plan.specs[i].name = name;
        }
        document.setPlan(plan);
        QVERIFY(document.validate().empty());

        SessionController session(SessionController::defaultDynamoExecutable());
        MainWindow window(&session, &document);
        QSignalSpy connected(&session, &SessionController::dynamoConnected);
        QString error;
        QVERIFY2(session.open(error), qPrintable(error));
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(connected.count() > 0, 15000);
        // Dynamos → Add a remote dynamo stays open beside the window: it must follow too.
        window.findChild<QAction*>(QStringLiteral("addDynamoAction"))->trigger();
        QTRY_VERIFY(window.findChild<AddDynamoDialog*>() != nullptr);

        // English first: nothing of the other languages shows.
        const auto english = shownTexts(window);
        QVERIFY(english.size() > 300);
        QStringList wrong = inScript(english, QChar::Script_Cyrillic, kLanguageNames) +
                            inScript(english, QChar::Script_Han, kLanguageNames);
        // Every phase is checked before the test fails, so one run lists everything left.
        QStringList failures;
        failures << tellLeft("Not English at the start", wrong);

        // Chinese, switched while the run goes on.
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QSignalSpy steps(&session, &SessionController::stepFinished);
        QVERIFY(window.startRun());
        QTRY_VERIFY_WITH_TIMEOUT(steps.count() >= 1, 30000);
        const double toChinese = switchLanguage(window, QStringLiteral("zh_CN"));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() > 0, 60000);
        QCOMPARE(finished.first().first().toInt(), 0);
        QCOMPARE(QSettings().value("language").toString(), QStringLiteral("zh_CN"));
        const auto chinese = shownTexts(window);
        saveShots(window, QStringLiteral("zh_CN"));
        wrong = leftBehind(chinese, m_zh.sources, m_zh.sourcePatterns, m_zh.translations,
                           m_zh.translationPatterns);
        failures << tellLeft("English left after switching to Chinese", wrong);

        // Russian: no Chinese left, no English that has a Russian translation.
        const double toRussian = switchLanguage(window, QStringLiteral("ru"));
        wrong = settled([&] {
            const auto russian = shownTexts(window);
            return inScript(russian, QChar::Script_Han, kLanguageNames) +
                   leftBehind(russian, m_ru.sources, m_ru.sourcePatterns, m_ru.translations,
                              m_ru.translationPatterns);
        });
        saveShots(window, QStringLiteral("ru"));
        failures << tellLeft("Left after switching to Russian", wrong);

        // And back to English: no Russian left.
        const double toEnglish = switchLanguage(window, QStringLiteral("en"));
        wrong = settled([&] {
            const auto back = shownTexts(window);
            return inScript(back, QChar::Script_Cyrillic, kLanguageNames) +
                   inScript(back, QChar::Script_Han, kLanguageNames);
        });
        const auto back = shownTexts(window);
        saveShots(window, QStringLiteral("en"));
        failures << tellLeft("Left after switching back to English", wrong);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("language_en"))->isChecked());
        failures.removeAll(QString());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("; ")));

        qInfo("worst stall while switching: %.1f ms (zh_CN, during the run), %.1f ms (ru), "
              "%.1f ms (en); %zu texts checked",
              toChinese, toRussian, toEnglish, back.size());
        QVERIFY2(std::max({toChinese, toRussian, toEnglish}) < stallLimitMs(),
                 qPrintable(QString("worst stall %1 ms")
                                .arg(std::max({toChinese, toRussian, toEnglish}))));

        QSignalSpy closed(&session, &SessionController::closed);
        session.close();
        QTRY_VERIFY_WITH_TIMEOUT(closed.count() > 0, 15000);
    }

private:
    Catalogue m_ru;
    Catalogue m_zh;
};

QTEST_MAIN(TestLanguage)
#include "test_language.moc"
