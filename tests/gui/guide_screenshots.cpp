// The pictures of the user guide (docs/guide.md), made by the program itself: the real
// window with a real session and its spawned local dynamo (loopback only), each page, each
// wizard's first and last page, two short runs of the default plan, their report, their
// comparison and the article dialog. scripts/guide-screenshots.sh writes them into
// docs/guide/; the test gui.guide_screenshots makes them again into a temporary folder and
// compares them with the committed ones, so a page that breaks shows.
//
//   guide_screenshots OUTDIR                  write the pictures into OUTDIR
//   guide_screenshots --compare REFDIR [OUT]  write them (into OUT, else a temporary folder)
//                                             and compare them with those in REFDIR
//   guide_screenshots --look [--dark] [--language CODE] OUTDIR
//                                             the same pictures as the window shows them in
//                                             the dark palette, in language CODE and at the
//                                             scale QT_SCALE_FACTOR gives (gui.look_200: dark,
//                                             Russian, 200 %), for looking at, not compared;
//                                             each wizard's middle pages too
//
// Each picture is also checked for text the window cuts (cramped_widgets.hpp: labels,
// buttons, combo boxes, tabs, header titles and table columns against their own size hints)
// and, at a scale above one, for charts drawn at the screen's pixel ratio (crisp, not
// stretched), and for controls Tab cannot reach (keyboard_reach.hpp); any of these fails
// the program after the last picture, naming each.
//
// Widgets are found by type, object name and the window's public methods, never by pixel
// position; a page or wizard that cannot be reached stops the program with a message that
// names it. The guide's pictures are stable: a 1280×800 window, the Fusion style and its own
// palette, DejaVu Sans 9 pt, English, offscreen at 96 dpi.
#include <QtTest>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QScrollArea>
#include <QSet>
#include <QStyle>
#include <QTabWidget>
#include <QComboBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QPainter>
#include <QTableView>
#include <QToolTip>
#include <QWizard>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "cramped_widgets.hpp"
#include "keyboard_reach.hpp"
#include "engine/plan/plan_json.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/dialogs/article_dialog.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/models/verdict_cells.hpp"
#include "gui/pages/access_specs_page.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/pages/targets_page.hpp"
#include "gui/pages/test_setup_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"
#include "gui/theme.hpp"
#include "gui/wizards/plan_wizard.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

constexpr QSize kWindowSize(1280, 800);
/** A picture with fewer colours than this is taken for blank (a page that did not draw). */
constexpr int kMinColours = 48;
/** The main widget's part of a picture: fewer colours than this and it shows nothing. */
constexpr int kMinWidgetColours = 8;
/** How far a picture's width or height may differ from the committed one's. */
constexpr double kSizeTolerance = 0.02;

struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] void fail(const QString& what) { throw Failure(what.toStdString()); }

/** Lets the event loop run until @p done, or fails after @p timeoutMs saying @p what. */
void waitFor(const std::function<bool()>& done, int timeoutMs, const QString& what) {
    if (!QTest::qWaitFor(done, timeoutMs))
        fail(QStringLiteral("timed out after %1 s waiting for %2").arg(timeoutMs / 1000).arg(what));
}

/** Lets layouts, timers and repaints settle. */
void settle(int ms = 300) { QTest::qWait(ms); }

/** How many colours @p image has in @p rect, counting no further than @p enough. */
int colourCount(const QImage& image, const QRect& rect, int enough) {
    QSet<QRgb> colours;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            colours.insert(image.pixel(x, y));
            if (colours.size() >= enough) return int(colours.size());
        }
    return int(colours.size());
}

/** How the pictures are made: the guide's (English, light, 100 %) or another look. */
struct Look {
    bool dark = false;
    QString language = QStringLiteral("en");
    bool keepScale = false;  ///< QT_SCALE_FACTOR as the environment sets it (--look)
};

class Shooter {
public:
    /** @p keepChecked: check() saves its pictures too (--look: pictures to look at). */
    Shooter(const QString& dir, bool keepChecked) : m_dir(dir), m_keepChecked(keepChecked) {}

    /** Checks @p top as shoot() does, without a picture for the guide (a wizard's middle
     *  pages); with --look the picture is saved as NAME.png to be looked at. */
    void check(QWidget* top, const QString& name) {
        settle(150);
        for (const QString& cut : testing::crampedWidgets(top)) m_problems << name + QStringLiteral(": ") + cut;
        for (const QString& out : testing::mouseOnlyControls(top)) m_problems << name + QStringLiteral(": ") + out;
        if (m_keepChecked) save(top->grab().toImage(), name);
    }

    /**
     * Saves @p top as NAME.png with the tool tip of @p view's cell at @p index shown over it
     * (a tool tip is a window of its own: drawn into the picture where it stands).
     */
    void shootToolTip(QWidget* top, QAbstractItemView* view, const QModelIndex& index, const QString& name) {
        const QString tip = index.data(Qt::ToolTipRole).toString();
        if (tip.isEmpty()) fail(QStringLiteral("%1: the cell has no tool tip").arg(name));
        view->scrollTo(index);
        settle();
        const QRect cell = view->visualRect(index);
        QToolTip::showText(view->viewport()->mapToGlobal(cell.center() + QPoint(0, cell.height())), tip,
                           view->viewport(), cell);
        settle();
        QWidget* label = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->inherits("QTipLabel") && w->isVisible()) label = w;
        if (!label) fail(QStringLiteral("%1: the tool tip is not shown").arg(name));
        // Where a screen as large as the window would show it: under the cell, inside the
        // window (the offscreen screen is smaller than the window, and the tip keeps to it).
        QImage image = top->grab().toImage();
        {
            QPainter painter(&image);
            const QPoint under = view->viewport()->mapTo(top, cell.bottomLeft() + QPoint(0, 4));
            const QPoint at(std::clamp(under.x(), 0, std::max(0, top->width() - label->width())),
                            std::clamp(under.y(), 0, std::max(0, top->height() - label->height())));
            painter.drawPixmap(at, label->grab());
        }
        QToolTip::hideText();
        save(image, name);
    }

    /** What the pictures showed cut or blurred, a line each, named by picture. */
    const QStringList& problems() const { return m_problems; }

    /**
     * Saves @p top as NAME.png, after checking that @p main (a widget inside it, the page's
     * reason to be in the picture) is visible and draws something.
     */
    void shoot(QWidget* top, QWidget* main, const QString& name) {
        if (!main || !main->isVisible() || main->width() < 32 || main->height() < 32)
            fail(QStringLiteral("%1: its main widget (%2) is not shown")
                     .arg(name, main ? QString::fromLatin1(main->metaObject()->className())
                                     : QStringLiteral("none")));
        settle();
        const QImage image = top->grab().toImage();
        const QRect rect(main->mapTo(top, QPoint(0, 0)), main->size());
        if (colourCount(image, rect, kMinWidgetColours) < kMinWidgetColours)
            fail(QStringLiteral("%1: its main widget (%2) is blank")
                     .arg(name, QString::fromLatin1(main->metaObject()->className())));
        for (const QString& cut : testing::crampedWidgets(top)) m_problems << name + QStringLiteral(": ") + cut;
        for (const QString& out : testing::mouseOnlyControls(top)) m_problems << name + QStringLiteral(": ") + out;
        // The window keeps the size it was given: one whose pages need more grows past the
        // screen a reviewer has (1280 × 800).
        if (qobject_cast<MainWindow*>(top) && (top->width() > kWindowSize.width() || top->height() > kWindowSize.height()))
            m_problems << QStringLiteral("%1: the window grew to %2 × %3 (given %4 × %5): a page needs more room")
                              .arg(name)
                              .arg(top->width())
                              .arg(top->height())
                              .arg(kWindowSize.width())
                              .arg(kWindowSize.height());
        const qreal ratio = top->devicePixelRatioF();
        for (QCustomPlot* plot : top->findChildren<QCustomPlot*>())
            if (plot->isVisibleTo(top) && std::abs(plot->bufferDevicePixelRatio() - ratio) > 0.01)
                m_problems << QStringLiteral("%1: a chart drawn at pixel ratio %2 on a screen of %3 (stretched, "
                                             "not crisp)")
                                  .arg(name)
                                  .arg(plot->bufferDevicePixelRatio())
                                  .arg(ratio);
        save(image, name);
    }

private:
    void save(const QImage& image, const QString& name) {
        const QString file = QDir(m_dir).filePath(name + QStringLiteral(".png"));
        if (!image.save(file)) fail(QStringLiteral("cannot write %1").arg(file));
        std::printf("%s  %dx%d\n", qPrintable(file), image.width(), image.height());
        std::fflush(stdout);
    }

    QString m_dir;
    bool m_keepChecked;
    QStringList m_problems;
};

/**
 * The checks find what they are there to find: a label, a header title, a column and a
 * combo box made too narrow (and not a box at its own size hint), a button Tab skips.
 * Otherwise a check that passes proves nothing.
 */
void checkTheCheck() {
    QWidget canary;
    canary.resize(400, 300);
    auto* label = new QLabel(QStringLiteral("A label too narrow for its text"), &canary);
    label->setFixedWidth(40);
    auto* table = new QTableWidget(1, 1, &canary);
    table->setGeometry(0, 40, 300, 200);
    table->setHorizontalHeaderLabels({QStringLiteral("A title too long for its column")});
    table->setItem(0, 0, new QTableWidgetItem(QStringLiteral("a cell wider than its column")));
    table->setColumnWidth(0, 30);
    auto* combo = new QComboBox(&canary);
    combo->addItem(QStringLiteral("A choice too long for its box"));
    combo->setGeometry(0, 250, 90, combo->sizeHint().height());
    // A box of its own size hint is whole: the check sees no cut there.
    auto* tight = new QComboBox(&canary);
    tight->addItem(QStringLiteral("Tight"));
    tight->adjustSize();
    tight->move(200, 250);
    // A button Tab never reaches.
    auto* mouseOnly = new QPushButton(QStringLiteral("Only by mouse"), &canary);
    mouseOnly->setFocusPolicy(Qt::ClickFocus);
    mouseOnly->move(300, 0);
    canary.show();
    if (!QTest::qWaitForWindowExposed(&canary)) fail(QStringLiteral("the canary window is not shown"));
    const QString found = testing::crampedWidgets(&canary).join(QLatin1Char('\n'));
    for (const char* text : {"A label too narrow", "A title too long", "column 0", "A choice too long"})
        if (!found.contains(QLatin1String(text)))
            fail(QStringLiteral("the text check does not see a cut \"%1\": it could not fail (it found: %2)")
                     .arg(QLatin1String(text), found));
    if (found.contains(QLatin1String("Tight")))
        fail(QStringLiteral("the text check finds a combo box of its own size hint cut: %1").arg(found));
    const QString unreached = testing::mouseOnlyControls(&canary).join(QLatin1Char('\n'));
    if (!unreached.contains(QLatin1String("Only by mouse")) || unreached.contains(QLatin1String("Tight")))
        fail(QStringLiteral("the keyboard check does not tell a button Tab skips from a box it reaches (it found: %1)")
                 .arg(unreached));
}

/** The window's page @p page, checked to be a @p T and current. */
template <class T>
T* showPage(MainWindow& window, MainWindow::Page page, const char* name) {
    window.showPage(page);
    auto* tabs = window.findChild<QTabWidget*>();
    T* shown = tabs ? qobject_cast<T*>(tabs->currentWidget()) : nullptr;
    if (!shown) fail(QStringLiteral("cannot reach the %1 page").arg(QLatin1String(name)));
    return shown;
}

/** "udpRampAction" → "udp-ramp". */
QString fileNameOf(const QString& actionName) {
    QString name = actionName;
    name.chop(int(qstrlen("Action")));
    QString out;
    for (const QChar c : name) {
        if (c.isUpper()) {
            out += QLatin1Char('-');
            out += c.toLower();
        } else {
            out += c;
        }
    }
    return out;
}

/** The wizard @p action opened: a visible QWizard that was not there before. */
QWizard* openedWizard(MainWindow& window, QAction* action) {
    const QList<QWizard*> before = window.findChildren<QWizard*>();
    action->trigger();
    QWizard* wizard = nullptr;
    waitFor(
        [&] {
            for (QWizard* w : window.findChildren<QWizard*>())
                if (!before.contains(w) && w->isVisible()) wizard = w;
            return wizard != nullptr;
        },
        5000, QStringLiteral("the wizard of %1").arg(action->objectName()));
    return wizard;
}

/** Goes Next until the wizard's last page; false when a page refuses. */
bool goToLastPage(QWizard& wizard, const std::function<void()>& onPage = {}) {
    const int last = wizard.pageIds().last();
    for (int guard = 0; guard < 16 && wizard.currentId() != last; ++guard) {
        const int before = wizard.currentId();
        wizard.next();
        QCoreApplication::processEvents();
        if (wizard.currentId() == before) return false;
        if (onPage && wizard.currentId() != last) onPage();
    }
    return wizard.currentId() == last;
}

/**
 * Fills in what a wizard cannot guess on one machine, as a reviewer types it: Jumbo frames run between two hosts only (the example addresses of RFC 5737,
 * networks for documentation); a review suite whose template names a second host runs on
 * loopback here.
 */
void typeWhatOnlyAUserKnows(QWizard& wizard) {
    struct Typed {
        const char* wizard;
        const char* field;
        QVariant value;
    };
    static const Typed typed[] = {
        {"mtuSweepWizard", "addressA", QStringLiteral("192.0.2.1")},
        {"mtuSweepWizard", "addressB", QStringLiteral("192.0.2.2")},
        {"reviewSuiteWizard", "loopback", true},
    };
    for (const Typed& t : typed) {
        if (wizard.objectName() != QLatin1String(t.wizard)) continue;
        wizard.setField(QLatin1String(t.field), t.value);
    }
}

/** Why the wizard's page refuses Next, as the page says it. */
QString wizardReason(QWizard& wizard) {
    if (auto* plan = qobject_cast<PlanWizard*>(&wizard)) return plan->currentReason();
    return QStringLiteral("(see the page)");
}

/** Each wizard of the Wizards menu: its first page and its summary (the last). */
void shootWizards(MainWindow& window, Shooter& shooter) {
    auto* menu = window.findChild<QMenu*>(QStringLiteral("wizardsMenu"));
    if (!menu) fail(QStringLiteral("cannot find the Wizards menu (wizardsMenu)"));
    int shot = 0;
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || action->menu() || action->objectName().isEmpty()) continue;
        if (!action->isEnabled()) continue;
        const QString name = QStringLiteral("wizard-") + fileNameOf(action->objectName());
        QWizard* wizard = openedWizard(window, action);
        wizard->resize(wizard->sizeHint().expandedTo(wizard->size()));
        settle();
        shooter.shoot(wizard, wizard->currentPage(), name);
        // The pages between the first and the summary are checked too, without pictures for
        // the guide (with --look, pictures to look at).
        const auto checkPage = [&] { shooter.check(wizard, name + QStringLiteral("-page-%1").arg(wizard->currentId())); };
        if (!goToLastPage(*wizard, checkPage)) {
            typeWhatOnlyAUserKnows(*wizard);
            goToLastPage(*wizard, checkPage);
        }
        if (wizard->currentId() != wizard->pageIds().last())
            fail(QStringLiteral("%1: page %2 refuses Next: %3")
                     .arg(name)
                     .arg(wizard->currentId())
                     .arg(wizardReason(*wizard)));
        shooter.shoot(wizard, wizard->currentPage(), name + QStringLiteral("-summary"));
        wizard->reject();
        waitFor([&] { return !wizard->isVisible(); }, 5000, name + QStringLiteral(" to close"));
        settle(100);
        ++shot;
    }
    if (shot == 0) fail(QStringLiteral("the Wizards menu offers no wizard"));
}

/** The default plan, short: four sizes of 1 s each, no warm-up. */
model::Plan shortPlan() {
    model::Plan plan = PlanDocument::defaultPlan();
    plan.runS = 1;
    plan.rampS = 0;
    plan.sampleMs = 200;
    plan.sweep.front().values = {512, 4096, 32768, 262144};
    return plan;
}

/** The same, receiving: the partner sends, the worker receives. */
model::Plan shortReceivePlan() {
    model::Plan plan = shortPlan();
    plan.name += ", receive";
    plan.specs.front().name = "receive";
    plan.specs.front().lines.front().read = 100;
    plan.workers.front().spec = "receive";
    return plan;
}

/** A TCP stream with a UDP probe at 20 Hz beside it and idle seconds around it, over
 *  loopback (docs/guide.md, "Latency under load"). */
model::Plan probePlan() {
    const auto parsed = model::parsePlanText(R"({
        "format": "iometry.plan/1", "name": "Loopback latency under load",
        "run_s": 4, "ramp_s": 0.5, "sample_ms": 250, "idle_s": 2,
        "dynamos": [{"name": "local", "spawn": true}],
        "specs": [{"name": "transmit", "lines": [{"size": 65536, "read": 0}]},
                  {"name": "ping", "lines": [{"size": 64, "read": 0, "reply": 64}]}],
        "workers": [{"name": "nic", "dynamo": "local", "kind": "tcp", "bind": "127.0.0.1",
                     "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "transmit"},
                    {"name": "ping", "dynamo": "local", "kind": "udp", "bind": "127.0.0.1",
                     "peer": {"dynamo": "local", "address": "127.0.0.1"}, "spec": "ping",
                     "probe": {"rate_hz": 20}}]})");
    if (!parsed.ok()) fail(QStringLiteral("the probe plan does not parse"));
    return *parsed.plan;
}

/** Opens @p plan from a file in @p dir named @p file, as a user opens a plan. */
void openPlan(MainWindow& window, const model::Plan& plan, const QString& dir, const QString& file) {
    const QString path = QDir(dir).filePath(file);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(model::toJson(plan).dump(2).c_str()) < 0)
        fail(QStringLiteral("cannot write %1").arg(path));
    out.close();
    if (!window.openPlan(path)) fail(QStringLiteral("the window does not open %1").arg(path));
}

/**
 * Starts the plan in the window and waits for its end; @p during runs once the third step
 * has run for a while. Gives the run's results folder.
 */
QString run(MainWindow& window, SessionController& session, const std::function<void()>& during) {
    int stepsStarted = 0;
    QElapsedTimer sinceThird;
    QObject context;
    QObject::connect(&session, &SessionController::stepStarted, &context, [&] {
        if (++stepsStarted == 3) sinceThird.start();
    });
    bool finished = false;
    int result = -1;
    QObject::connect(&window, &MainWindow::runFinished, &context, [&](int r) {
        finished = true;
        result = r;
    });
    if (!window.startRun()) fail(QStringLiteral("the window does not start the run"));
    const QString dir = session.resultsDir();
    if (during) {
        waitFor([&] { return finished || (sinceThird.isValid() && sinceThird.elapsed() > 600); },
                60000, QStringLiteral("the third step of the run"));
        if (finished) fail(QStringLiteral("the run ended before its third step"));
        during();
    }
    waitFor([&] { return finished; }, 60000, QStringLiteral("the end of the run"));
    if (result != 0) fail(QStringLiteral("the run failed (%1), see %2").arg(result).arg(dir));
    return dir;
}

QStringList shootAll(const QString& outDir, const Look& look) {
    checkTheCheck();
    QTemporaryDir work;
    if (!work.isValid()) fail(QStringLiteral("cannot make a temporary folder"));
    QSettings().setValue(QStringLiteral("resultsRoot"), work.filePath(QStringLiteral("results")));
    Shooter shooter(outDir, look.keepScale);

    PlanDocument document;
    SessionController session(SessionController::defaultDynamoExecutable());
    MainWindow window(&session, &document);
    window.resize(kWindowSize);
    QString error;
    if (!session.open(error)) fail(QStringLiteral("the session does not open: %1").arg(error));
    window.show();
    window.resize(kWindowSize);
    if (!QTest::qWaitForWindowExposed(&window)) fail(QStringLiteral("the window is not shown"));
    // The local dynamo connected, as the topology on the left shows it.
    TopologyModel* topology = window.topology();
    waitFor(
        [&] {
            return topology->rowCount() > 0 &&
                   topology->index(0, TopologyModel::State, topology->index(0, 0))
                       .data()
                       .toString()
                       .startsWith(QStringLiteral("connected"));
        },
        20000, QStringLiteral("the local dynamo to connect"));
    if (look.language != QLatin1String("en")) applyLanguage(look.language);
    if (look.dark) applyTheme(Settings::Theme::Dark);
    settle();

    // The first start: the default plan, on the page the window opens with.
    auto* tabs = window.findChild<QTabWidget*>();
    if (!tabs) fail(QStringLiteral("the window has no pages (QTabWidget)"));
    shooter.shoot(&window, tabs->currentWidget(), QStringLiteral("first-start"));

    shooter.shoot(&window, showPage<TargetsPage>(window, MainWindow::TargetsTab, "Targets"),
                  QStringLiteral("targets"));
    shooter.shoot(&window,
                  showPage<AccessSpecsPage>(window, MainWindow::SpecsTab, "Access specifications"),
                  QStringLiteral("access-specifications"));
    shooter.shoot(&window, showPage<TestSetupPage>(window, MainWindow::SetupTab, "Test setup"),
                  QStringLiteral("test-setup"));

    shootWizards(window, shooter);

    // A run of the default plan, short, from a plan file as a user opens one.
    openPlan(window, shortPlan(), work.path(), QStringLiteral("loopback-sweep.json"));
    ResultsPage* results = showPage<ResultsPage>(window, MainWindow::ResultsTab, "Results");
    const QString transmitDir = run(window, session, [&] {
        if (tabs->currentWidget() != results) showPage<ResultsPage>(window, MainWindow::ResultsTab, "Results");
        shooter.shoot(&window, results->throughputChart(), QStringLiteral("results-running"));
    });
    settle(600);
    showPage<ResultsPage>(window, MainWindow::ResultsTab, "Results");
    shooter.shoot(&window, results->throughputChart(), QStringLiteral("results-finished"));
    ReportPage* report = showPage<ReportPage>(window, MainWindow::ReportTab, "Report");
    if (!report->hasResults()) fail(QStringLiteral("the Report page shows no results after the run"));
    shooter.shoot(&window, report->figure(), QStringLiteral("report"));
    // The verdict's evidence: the tool tip of the Limited by cell that has the most to say.
    {
        QTableView* table = report->findChild<QTableView*>();
        if (!table) fail(QStringLiteral("the Report page has no table"));
        QAbstractItemModel* model = table->model();
        int column = -1;
        for (int c = 0; c < model->columnCount(); ++c)
            if (model->headerData(c, Qt::Horizontal).toString() == verdictHeader()) column = c;
        if (column < 0) fail(QStringLiteral("the Report page's table has no Limited by column"));
        QModelIndex richest;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex at = model->index(r, column);
            if (at.data(Qt::ToolTipRole).toString().size() > richest.data(Qt::ToolTipRole).toString().size())
                richest = at;
        }
        shooter.shootToolTip(&window, table, richest, QStringLiteral("report-verdict"));
    }

    // A second run, receiving, compared with the first.
    openPlan(window, shortReceivePlan(), work.path(), QStringLiteral("loopback-receive.json"));
    const QString receiveDir = run(window, session, {});
    settle(600);
    report = showPage<ReportPage>(window, MainWindow::ReportTab, "Report");
    if (!report->openResults(transmitDir, error) || !report->addResults(receiveDir, error))
        fail(QStringLiteral("the Report page does not compare the two runs: %1").arg(error));
    if (report->runs().size() != 2) fail(QStringLiteral("the Report page does not show two runs"));
    shooter.shoot(&window, report->figure(), QStringLiteral("report-comparison"));

    // Latency under load: a run with a probe, its live charts and its two report views.
    openPlan(window, probePlan(), work.path(), QStringLiteral("loopback-under-load.json"));
    showPage<ResultsPage>(window, MainWindow::ResultsTab, "Results");
    const QString probeDir = run(window, session, {});
    settle(600);
    shooter.shoot(&window, showPage<ResultsPage>(window, MainWindow::ResultsTab, "Results")->throughputChart(),
                  QStringLiteral("results-probe"));
    report = showPage<ReportPage>(window, MainWindow::ReportTab, "Report");
    if (!report->openResults(probeDir, error))
        fail(QStringLiteral("the Report page does not open the probe's run: %1").arg(error));
    for (const auto& [view, name] : {std::pair{ReportView::UnderLoad, "report-under-load"},
                                     std::pair{ReportView::UnderLoadDistribution, "report-under-load-distribution"}}) {
        report->setView(view);
        if (report->currentView() != view) fail(QStringLiteral("the Report page does not offer %1").arg(QLatin1String(name)));
        settle();
        shooter.shoot(&window, report->figure(), QLatin1String(name));
    }
    // The article below compares the two sweeps: the Report page shows them again.
    if (!report->openResults(transmitDir, error) || !report->addResults(receiveDir, error))
        fail(QStringLiteral("the Report page does not compare the two runs: %1").arg(error));

    // Report → Article…: the first page of the article of the two runs, previewed.
    ArticleDialog* dialog = window.showArticleDialog();
    if (!dialog) fail(QStringLiteral("Report → Article… opens no dialog"));
    bool ready = false;
    QString why;
    QObject::connect(dialog, &ArticleDialog::previewReady, dialog, [&] { ready = true; });
    QObject::connect(dialog, &ArticleDialog::failed, dialog, [&](const QString& e) { why = e; });
    if (!QTest::qWaitForWindowExposed(dialog)) fail(QStringLiteral("the article dialog is not shown"));
    dialog->preview();
    waitFor([&] { return ready || !why.isEmpty(); }, 60000, QStringLiteral("the article's preview"));
    if (!why.isEmpty()) fail(QStringLiteral("the article's preview failed: %1").arg(why));
    auto* page = dialog->findChild<QScrollArea*>();
    shooter.shoot(dialog, page, QStringLiteral("article-dialog"));
    dialog->close();
    return shooter.problems();
}

/** Compares the pictures in @p outDir with those in @p refDir; the problems, a line each. */
QStringList compare(const QString& refDir, const QString& outDir) {
    QStringList problems;
    const QStringList filter{QStringLiteral("*.png")};
    const QStringList refs = QDir(refDir).entryList(filter, QDir::Files, QDir::Name);
    const QStringList made = QDir(outDir).entryList(filter, QDir::Files, QDir::Name);
    for (const QString& f : refs)
        if (!made.contains(f)) problems << QStringLiteral("%1: not made any more").arg(f);
    for (const QString& f : made)
        if (!refs.contains(f)) problems << QStringLiteral("%1: new, not in %2").arg(f, refDir);
    for (const QString& f : made) {
        const QImage image(QDir(outDir).filePath(f));
        if (image.isNull()) {
            problems << QStringLiteral("%1: unreadable").arg(f);
            continue;
        }
        const int colours = colourCount(image, image.rect(), kMinColours);
        if (colours < kMinColours)
            problems << QStringLiteral("%1: blank (%2 colours)").arg(f).arg(colours);
        if (!refs.contains(f)) continue;
        const QImage ref(QDir(refDir).filePath(f));
        const auto off = [](int a, int b) { return std::abs(a - b) > kSizeTolerance * b; };
        if (ref.isNull() || off(image.width(), ref.width()) || off(image.height(), ref.height()))
            problems << QStringLiteral("%1: %2x%3, the guide's is %4x%5")
                            .arg(f)
                            .arg(image.width())
                            .arg(image.height())
                            .arg(ref.width())
                            .arg(ref.height());
    }
    return problems;
}

int usage() {
    std::fprintf(stderr,
                 "usage: guide_screenshots OUTDIR\n"
                 "       guide_screenshots --compare REFDIR [OUTDIR]\n"
                 "       guide_screenshots --look [--dark] [--language CODE] OUTDIR\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    // Stable pictures: offscreen at 96 dpi, whatever the desktop; --look keeps the scale.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    Look look;
    for (int i = 1; i < argc; ++i) look.keepScale = look.keepScale || qstrcmp(argv[i], "--look") == 0;
    if (!look.keepScale) {
        qunsetenv("QT_SCALE_FACTOR");
        qunsetenv("QT_SCREEN_SCALE_FACTORS");
    }
    QApplication app(argc, argv);
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(QApplication::style()->standardPalette());
    QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    // Settings of this run alone, in a folder of its own, empty: the window as at a first
    // start, whatever else runs at the same time (CTest runs two tests at once).
    QApplication::setOrganizationName(QStringLiteral("Iometry"));
    QApplication::setApplicationName(QStringLiteral("iometry-guide-screenshots"));
    QTemporaryDir settingsDir;
    if (!settingsDir.isValid()) {
        std::fprintf(stderr, "guide_screenshots: cannot make a temporary folder\n");
        return 1;
    }
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QSettings().clear();
    applyLanguage(QStringLiteral("en"));
    if (qEnvironmentVariableIsEmpty("IOMETRY_DYNAMO"))
        qputenv("IOMETRY_DYNAMO", QDir(QCoreApplication::applicationDirPath())
                                      .filePath(QStringLiteral("iometry-dynamo"))
                                      .toLocal8Bit());

    QStringList args = QCoreApplication::arguments().mid(1);
    QString refDir;
    if (!args.isEmpty() && args.first() == QStringLiteral("--compare")) {
        if (args.size() < 2 || args.size() > 3) return usage();
        refDir = args.at(1);
        args = args.mid(2);
    } else if (!args.isEmpty() && args.first() == QStringLiteral("--look")) {
        args.removeFirst();
        while (!args.isEmpty() && args.first().startsWith(QStringLiteral("--"))) {
            const QString option = args.takeFirst();
            if (option == QStringLiteral("--dark")) {
                look.dark = true;
            } else if (option == QStringLiteral("--language") && !args.isEmpty()) {
                look.language = args.takeFirst();
                const auto& known = languages();
                if (look.language == QLatin1String("system") ||
                    std::none_of(known.begin(), known.end(),
                                 [&](const Language& l) { return l.code == look.language; })) {
                    std::fprintf(stderr, "guide_screenshots: no translation for language %s\n",
                                 qPrintable(look.language));
                    return 2;
                }
            } else {
                std::fprintf(stderr, "guide_screenshots: unknown option %s\n", qPrintable(option));
                return usage();
            }
        }
        if (args.size() != 1) return usage();
    } else if (args.size() != 1) {
        return usage();
    }
    QTemporaryDir scratch;
    const QString outDir = args.isEmpty() ? scratch.path() : args.first();
    if (!QDir().mkpath(outDir)) {
        std::fprintf(stderr, "guide_screenshots: cannot make %s\n", qPrintable(outDir));
        return 1;
    }
    // Pictures made before are replaced: what the folder holds is one run's set.
    for (const QString& f : QDir(outDir).entryList({QStringLiteral("*.png")}, QDir::Files))
        QFile::remove(QDir(outDir).filePath(f));

    QStringList problems;
    try {
        problems = shootAll(outDir, look);
    } catch (const Failure& e) {
        std::fprintf(stderr, "guide_screenshots: %s\n", e.what());
        return 1;
    }
    for (const QString& p : problems) std::fprintf(stderr, "guide_screenshots: %s\n", qPrintable(p));
    if (!problems.isEmpty()) {
        std::fprintf(stderr, "guide_screenshots: %lld texts cut or charts blurred (see above)\n",
                     static_cast<long long>(problems.size()));
        return 1;
    }
    if (refDir.isEmpty()) return 0;
    problems = compare(refDir, outDir);
    for (const QString& p : problems) std::fprintf(stderr, "guide_screenshots: %s\n", qPrintable(p));
    if (!problems.isEmpty()) {
        std::fprintf(stderr,
                     "guide_screenshots: the guide's pictures differ from what the program "
                     "shows now; if the change is meant, run scripts/guide-screenshots.sh and "
                     "look at docs/guide.md again\n");
        return 1;
    }
    std::printf("%lld pictures match %s\n", static_cast<long long>(QDir(outDir).entryList({QStringLiteral("*.png")}).size()),
                qPrintable(refDir));
    return 0;
}
