#include "gui/app.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>

#include "engine/import/fio_import.hpp"
#include "engine/import/icf_plan.hpp"
#include "gui/article/article_export.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/report/report_view.hpp"
#include "gui/session_controller.hpp"
#include "gui/settings.hpp"
#include "gui/theme.hpp"

namespace iometry::gui {

int runApp(int argc, char** argv) {
    // Figures for scripts render without a window, so they need no display at all.
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg = argv[i];
        if ((arg == "--report" || arg.startsWith("--report=") || arg == "--export" ||
             arg.startsWith("--export=") || arg == "--article" || arg.startsWith("--article=")) &&
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication::setOrganizationName("Iometry");
    QApplication::setApplicationName("iometry");
    QApplication::setApplicationVersion(IOMETRY_VERSION);

    // The one option table: --help prints it, and the man page iometry(1) is made from
    // that output (packaging/man), so text here is what both say.
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Iometry: a test workbench for network adapters and storage.\n"
        "Opens the workbench window, with the plan PLAN when one is given; with --report\n"
        "and --export it renders a report figure and exits, with no window or display;\n"
        "with --article and --export it writes the article of a review (HTML or PDF).");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("plan", "A test plan (iometry.plan/1 JSON) to open.", "[PLAN]");
    QCommandLineOption report("report",
                              "Render the report figure of a results folder; repeated, the runs "
                              "are compared in one figure and one table.",
                              "DIR");
    QCommandLineOption exportTo(
        "export",
        "With --report: the figure (.png, .pdf, .svg) or its table (.csv). With --article: the "
        "document (.html or .pdf); its figures and tables go beside it, in FILE_files/.",
        "FILE");
    QCommandLineOption article("article",
                               "Write the article of a review from a suite's results folder (or "
                               "a run's); repeated, one per device under test, compared figure by "
                               "figure.",
                               "DIR");
    QCommandLineOption title("title",
                             "With --article: the document's title. With --report: the figure's "
                             "title (default: the plan's name, or \"Comparison of N runs\").",
                             "TEXT");
    QCommandLineOption label("label",
                             "With --report: a run's label in the figure's legend and the table's "
                             "run column, one per --report in order (default: the plan's name).",
                             "TEXT");
    QCommandLineOption view("view",
                            "With --report: 'method' (the procedure's figure, the default when "
                            "the run had one), 'distribution' (a latency run's P(RTT >= x)), "
                            "'throughput' (against request size), 'pe', 'clients', 'mtu' (highest "
                            "throughput per MTU), 'under-load' and 'under-load-distribution' (a run "
                            "with probes), or of a suite's member 'modes' (the device's three "
                            "modes with their CPU load), 'modes-pe' (P/E per mode), 'peak' or 'grid'.",
                            "NAME");
    QCommandLineOption screenshot("screenshot", "Save the main window as a PNG and exit.", "FILE");
    QCommandLineOption start("start", "Start the plan once the local dynamo is connected.");
    QCommandLineOption quitAfterRun("quit-after-run", "Exit when the run is over.");
    QCommandLineOption language("lang",
                                "Language for this start (en, ru, uk, zh_CN); with --article, the "
                                "article's (default en).",
                                "CODE");
    QCommandLineOption page("page", "Page to show: targets, specs, setup, results, report.",
                            "PAGE");
    QCommandLineOption results("results",
                               "Open a results folder in the Report page; repeated, the runs are "
                               "compared there.",
                               "DIR");
    QCommandLineOption windowSize("window-size",
                                  "The window's size for this start, e.g. 1280x1024 (with "
                                  "--screenshot: the picture's).",
                                  "WIDTHxHEIGHT");
    QCommandLineOption importFile("import",
                                  "Import an IOmeter configuration (.icf) or a fio job file as a new, "
                                  "unsaved plan; what is not carried over goes to stderr.",
                                  "FILE");
    parser.addOptions({report, exportTo, view, article, title, label, screenshot, start, quitAfterRun, language,
                       page, results, windowSize, importFile});

    // --help and --version need no display: answer them before QApplication looks for a
    // window system (without one it aborts). Errors are left to process() below, once
    // QApplication has taken its own options (-platform, -style, ...) out of argv.
    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
        parser.parse(arguments);
        if (parser.isSet("version") || parser.isSet("help")) {
            QCoreApplication core(argc, argv);
            if (parser.isSet("version")) parser.showVersion();  // both exit(0)
            parser.showHelp();
        }
        // --help-all lists QApplication's own options too, so it needs one: offscreen will do.
        if (parser.isSet("help-all") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }

    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName("io.iometry.Iometry");
    QApplication::setWindowIcon(QIcon(":/icons/io.iometry.Iometry.svg"));
    parser.process(app);

    applyLanguage(parser.isSet(language) ? parser.value(language) : savedLanguage());

    if (parser.isSet(article)) {
        if (!parser.isSet(exportTo) || parser.isSet(report) || parser.isSet(view) ||
            parser.isSet(label)) {
            std::fprintf(stderr, "iometry: --article DIR goes with --export FILE.html|FILE.pdf "
                                 "(not with --report, --view or --label)\n");
            return 2;
        }
        ArticleRequest request;
        request.dirs = parser.values(article);
        request.language = parser.isSet(language) ? parser.value(language) : QStringLiteral("en");
        request.title = parser.value(title);
        QString error;
        if (!exportArticle(request, parser.value(exportTo), error)) {
            std::fprintf(stderr, "iometry: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }
    if (parser.isSet(report) || parser.isSet(exportTo) || parser.isSet(view) ||
        parser.isSet(title) || parser.isSet(label)) {
        if (!parser.isSet(report) || !parser.isSet(exportTo)) {
            std::fprintf(stderr, "iometry: --report DIR and --export FILE go together "
                                 "(--view, --title and --label only with them)\n");
            return 2;
        }
        QString error;
        if (!exportComparison(parser.values(report), parser.value(exportTo), parser.value(view),
                              error, {parser.value(title), parser.values(label)})) {
            std::fprintf(stderr, "iometry: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }

    // The desktop's colours, or the ones chosen in Edit → Preferences… (gui/theme.hpp).
    rememberDesktopTheme();
    applyTheme(Settings::theme());

    PlanDocument document;
    SessionController session(SessionController::defaultDynamoExecutable());
    MainWindow window(&session, &document);
    if (!parser.positionalArguments().isEmpty() &&
        !window.openPlan(parser.positionalArguments().first()))
        return 2;
    if (parser.isSet(importFile)) {
        // As File → Import does it, the file's kind told as iometry-run import tells it.
        const QString path = parser.value(importFile);
        const auto head = import_icf::readWholeFile(path.toStdString());
        const bool fio = head && import_fio::looksLikeFioJob(path.toStdString(), *head);
        QString why;
        QStringList notes;
        if (!(fio ? window.importFio(path, why, notes) : window.importIcf(path, why, notes))) {
            std::fprintf(stderr, "iometry: %s: %s\n", qPrintable(path), qPrintable(why));
            return 2;
        }
        for (const QString& note : notes) std::fprintf(stderr, "iometry: not carried over: %s\n", qPrintable(note));
    }
    QString error;
    if (!session.open(error)) {
        QMessageBox::critical(&window, QObject::tr("Iometry cannot start its dynamo"), error);
        return 1;
    }
    const QStringList pages = {"targets", "specs", "setup", "results", "report"};
    if (parser.isSet(page)) {
        const int index = pages.indexOf(parser.value(page));
        if (index < 0) {
            std::fprintf(stderr, "iometry: --page must be one of %s\n",
                         qPrintable(pages.join(", ")));
            return 2;
        }
        window.showPage(static_cast<MainWindow::Page>(index));
    }
    const QStringList resultsDirs = parser.values(results);
    for (qsizetype i = 0; i < resultsDirs.size(); ++i) {
        if (i == 0) {
            if (!window.openResults(resultsDirs[i])) return 2;
            continue;
        }
        QString why;
        if (!window.reportPage()->addResults(resultsDirs[i], why)) {
            std::fprintf(stderr, "iometry: %s: %s\n", qPrintable(resultsDirs[i]), qPrintable(why));
            return 2;
        }
    }
    if (parser.isSet(windowSize)) {
        const QStringList wh = parser.value(windowSize).split(QLatin1Char('x'));
        const int w = wh.size() == 2 ? wh[0].toInt() : 0;
        const int h = wh.size() == 2 ? wh[1].toInt() : 0;
        if (w < 320 || h < 240) {
            std::fprintf(stderr, "iometry: --window-size must be WIDTHxHEIGHT, at least 320x240\n");
            return 2;
        }
        window.resize(w, h);
    }
    window.show();

    const QString screenshotFile = parser.value(screenshot);
    // The exit status: 1 when the picture cannot be written, else the run's (--start).
    int exitCode = 0;
    auto takeScreenshot = [&window, &exitCode, screenshotFile] {
        if (!window.grab().save(screenshotFile)) {
            std::fprintf(stderr, "iometry: cannot write %s\n", qPrintable(screenshotFile));
            exitCode = 1;
        }
    };
    const bool startNow = parser.isSet(start);
    const bool quitAfter = parser.isSet(quitAfterRun) || (startNow && !screenshotFile.isEmpty());
    // Wait for the local dynamo before starting or taking the picture, so it shows connected.
    auto started = std::make_shared<bool>(false);
    auto whenReady = [&, started] {
        if (*started) return;
        *started = true;
        if (startNow) {
            if (!window.startRun()) QApplication::exit(1);
        } else if (!screenshotFile.isEmpty()) {
            QTimer::singleShot(300, &window, [&, takeScreenshot] {
                takeScreenshot();
                window.quitWithoutAsking();
            });
        }
    };
    QObject::connect(&session, &SessionController::dynamoConnected, &window, whenReady);
    if (startNow || !screenshotFile.isEmpty())
        QTimer::singleShot(15000, &window, whenReady);  // no dynamo: go on and show that
    if (quitAfter) {
        // The window closes as a user's quit does: the session off the GUI thread, then the
        // event loop ends.
        QObject::connect(&window, &MainWindow::runFinished, &window,
                         [&, takeScreenshot](int result) {
                             exitCode = result;
                             if (screenshotFile.isEmpty()) {
                                 window.quitWithoutAsking();
                                 return;
                             }
                             QTimer::singleShot(500, &window, [&, takeScreenshot, result] {
                                 takeScreenshot();
                                 if (result != 0) exitCode = result;
                                 window.quitWithoutAsking();
                             });
                         });
    }
    const int loop = app.exec();
    return loop != 0 ? loop : exitCode;
}

}  // namespace iometry::gui
