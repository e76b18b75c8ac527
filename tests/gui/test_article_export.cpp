// The article in the workbench (docs/report.md, "The article"): Report → Article… previews
// the pages and exports HTML and PDF with every figure and table beside them; every figure
// draws a series per device; and in Russian, Ukrainian and Chinese no word of the article's
// own text stays English (the devices' and hosts' names are data, and may).
//
// The results folders are written by the engine's own writers: a suite's record (SuiteRun),
// each member's plan.json, bench.json and summary.csv (ResultsWriter), and procedure.json
// from the method's step source (procedure_fixtures.hpp).

#include <qcustomplot.h>

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QAbstractTextDocumentLayout>
#include <QtTest>
#include <set>

#include "engine/article/article.hpp"
#include "engine/article/comparisons.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/results/results_writer.hpp"
#include "engine/suite/suite_run.hpp"
#include "gui/article/article_export.hpp"
#include "gui/article/article_figure.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/article/article_html.hpp"
#include "gui/article/article_language.hpp"
#include "gui/article/article_pages.hpp"
#include "gui/dialogs/article_dialog.hpp"
#include "gui/export/table_export.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/report/compare_figure.hpp"
#include "gui/report/report_view.hpp"
#include "procedure_fixtures.hpp"

using namespace iometry;
using namespace iometry::gui;
using Json = nlohmann::ordered_json;
using results::MetricRow;

namespace {

Json streamPlan(int read) {
    return Json::parse(R"({"format": "iometry.plan/1", "name": "stream", "run_s": 1, "repeats": 2,
      "dynamos": [{"name": "A", "spawn": true}, {"name": "B", "spawn": true}],
      "specs": [{"name": "s", "lines": [{"size": 1024, "read": )" + std::to_string(read) + R"(}]}],
      "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "127.0.0.1",
                   "peer": {"dynamo": "B", "address": "127.0.0.1"}, "spec": "s"}],
      "sweep": {"size": [1024, 65536]}})");
}

Json diskPlan(int outstanding, int read) {
    return Json::parse(R"({"format": "iometry.plan/1", "name": "disk", "run_s": 1,
      "dynamos": [{"name": "local", "spawn": true}],
      "specs": [{"name": "a", "lines": [{"size": 4096, "read": )" + std::to_string(read) + R"(, "random": 100}]}],
      "workers": [{"name": "disk", "dynamo": "local", "kind": "disk", "path": "/var/tmp/t.tst",
                   "file_size": 1073741824, "outstanding": )" + std::to_string(outstanding) + R"(, "spec": "a"}]})");
}

MetricRow row(int step, const std::string& repeat, std::uint64_t size, double mbit) {
    MetricRow r;
    r.step = step;
    r.repeat = repeat;
    r.scope = "all";
    r.name = "all";
    r.size = size;
    r.outstanding = 1;
    r.seconds = 1;
    r.mbitPerS = mbit;
    r.mbPerS = mbit / 8;
    r.opsPerS = mbit * 1e6 / 8 / static_cast<double>(size);
    r.cpuPct = 40;
    r.peIndex = mbit / 40;
    r.latMeanUs = 20;
    r.latP99Us = 35;
    return r;
}

/**
 * A suite's results folder of a device in @p dir: transmit, receive and full duplex sweeps
 * (two sizes, two repeats), a zero-loss rate search and two disk presets, measured at
 * @p factor times a base rate.
 */
bool writeDevice(const QString& dir, const std::string& device, double factor) {
    Json suiteDoc = {{"format", "iometry.suite/1"}, {"name", "review"}, {"device", device}};
    suiteDoc["members"] = Json::array();
    const std::vector<std::pair<std::string, int>> modes{{"transmit", 0}, {"receive", 100}, {"duplex", 50}};
    for (const auto& [name, read] : modes) suiteDoc["members"].push_back({{"name", name}, {"plan", streamPlan(read)}});
    suiteDoc["members"].push_back(
        {{"name", "zero-loss"},
         {"plan", Json::parse(fixtures::methodPlan("udp", R"({"size": 1472, "read": 0})",
                                                   R"({"kind": "rate_search", "frame_sizes": [64, 1518], "link_mbit": 1000})"))}});
    suiteDoc["members"].push_back({{"name", "rnd4k-q32t1-read"}, {"plan", diskPlan(32, 100)}});
    suiteDoc["members"].push_back({{"name", "rnd4k-q32t1-write"}, {"plan", diskPlan(32, 0)}});
    auto parsed = suite::parseSuite(suiteDoc, ".");
    if (!parsed.ok()) {
        qWarning("%s", parsed.problems.front().toString().c_str());
        return false;
    }
    suite::SuiteRun run;
    std::string error;
    if (!run.open(dir.toStdString(), *parsed.suite, false, error)) return false;
    const Json bench = Json::parse(R"({"format": "iometry.bench/1", "hosts": [{"dynamo": "A",
        "host": {"hostname": "bench-a", "cpu_model": "EPYC", "cpus": 2, "kernel": "Linux 6.1"},
        "data_interfaces": [{"name": "eth1", "driver": "ixgbe", "speed_mbit": 10000, "mtu": 1500,
                             "offloads": {"tso": true, "gro": false}}]}]})");
    for (std::size_t i = 0; i < parsed.suite->members.size(); ++i) {
        const suite::SuiteMember& m = parsed.suite->members[i];
        if (!run.begin(i, error)) return false;
        results::ResultsWriter writer;
        if (!writer.open(run.memberDir(i), error)) return false;
        writer.writeJson("plan.json", model::toJson(m.plan));
        writer.writeJson("bench.json", bench);
        std::vector<MetricRow> rows;
        if (i < modes.size()) {
            int step = 0;
            for (const std::uint64_t size : {1024u, 65536u}) {
                const double base = (size == 1024 ? 900 : 9000) * factor * (i + 1);
                rows.push_back(row(step, "1", size, base * 0.95));
                rows.push_back(row(step, "2", size, base * 1.05));
                rows.push_back(row(step, "agg", size, base));
                ++step;
            }
        } else {
            rows.push_back(row(0, "1", 4096, 300 * factor));
        }
        writer.appendSummary(rows);
        if (m.name == "zero-loss")
            writer.writeJson("procedure.json", Json::parse(fixtures::rateSearch().toStdString()));
        run.finish(i, 0, "");
    }
    return run.close();
}

/** Every piece of data the article shows as it is (names, hosts, paths): not its own words. */
void collectData(const article::Text& t, QStringList& out) {
    for (const article::TextArg& a : t.args) {
        if (a.kind == article::TextArg::Kind::Verbatim) out << QString::fromStdString(a.verbatim);
        if (a.kind == article::TextArg::Kind::Text && a.text) collectData(*a.text, out);
    }
}

QStringList dataOf(const article::Article& a) {
    QStringList out;
    collectData(a.title, out);
    for (const auto& s : a.sections) {
        collectData(s.heading, out);
        for (const auto& b : s.blocks) collectData(b.paragraph, out);
    }
    for (const auto& t : a.tables) {
        for (const auto& c : t.columns) {
            collectData(c.group, out);
            collectData(c.header, out);
        }
        for (const auto& r : t.rows)
            for (const auto& c : r) {
                if (c.kind == article::Cell::Kind::Verbatim) out << QString::fromStdString(c.verbatim);
                collectData(c.words, out);
            }
    }
    for (const auto& f : a.figures)
        for (const auto& s : f.series) out << QString::fromStdString(s.device);
    // Nothing empty (a device's own figure names no device in its series), and the longest
    // first, so a name inside another goes with it.
    out.removeAll(QString());
    std::sort(out.begin(), out.end(), [](const QString& x, const QString& y) { return x.size() > y.size(); });
    return out;
}

}  // namespace

class TestArticleExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeDevice(m_dir.filePath("nic-a"), "NIC-A", 1.0));
        QVERIFY(writeDevice(m_dir.filePath("nic-b"), "NIC-B", 0.8));
    }

    void previewAndExportInTheDialog() {
        ArticleDialog dialog({m_dir.filePath("nic-a"), m_dir.filePath("nic-b")});
        dialog.setLanguage("en");
        dialog.show();
        QSignalSpy ready(&dialog, &ArticleDialog::previewReady);
        QSignalSpy failed(&dialog, &ArticleDialog::failed);
        dialog.preview();
        QVERIFY2(ready.wait(20000), qPrintable(dialog.statusText()));
        QCOMPARE(failed.count(), 0);
        QVERIFY(dialog.pageCount() >= 2);
        // The page shows ink: text and figures, not a blank sheet.
        const QImage page = dialog.findChild<QLabel*>("articlePage")->pixmap().toImage();
        int ink = 0;
        for (int y = 0; y < page.height(); y += 4)
            for (int x = 0; x < page.width(); x += 4) ink += qGray(page.pixel(x, y)) < 128;
        QVERIFY2(ink > 500, qPrintable(QString::number(ink)));
        dialog.showPage(1);
        QCOMPARE(dialog.findChild<QLabel*>("articlePageLabel")->text(),
                 QStringLiteral("Page 2 of %1").arg(dialog.pageCount()));
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty()) dialog.grab().save(shots + "/article-dialog.png");

        const QString html = m_dir.filePath("out/review.html");
        QSignalSpy exported(&dialog, &ArticleDialog::exported);
        dialog.exportTo(html);
        QVERIFY2(exported.wait(30000), qPrintable(dialog.statusText()));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const article::Article& a = *dialog.article();
        QDir files(articleFilesDir(html));
        for (const auto& f : a.figures) {
            QVERIFY2(text.contains(QStringLiteral("<figure id=\"%1\">").arg(QString::fromStdString(f.id))), f.id.c_str());
            for (const char* ext : {".png", ".svg", ".csv"})
                QVERIFY2(files.exists(QString::fromStdString(f.id) + ext), (f.id + ext).c_str());
        }
        for (const auto& t : a.tables) {
            QVERIFY2(text.contains(QStringLiteral("<table id=\"%1\">").arg(QString::fromStdString(t.id))), t.id.c_str());
            QVERIFY(files.exists(QString::fromStdString(t.id) + ".csv"));
        }
        // Nothing fetched from anywhere: the figures are inline, the styles too.
        QVERIFY(!text.contains("http://") && !text.contains("https://") && !text.contains("<script"));
    }

    void reportPageShowsTheSuitesFigures() {
        // A suite's member on the Report page: the modes side by side and the presets' grid
        // are views of it, their numbers the members' summary rows.
        ReportPage page;
        QString error;
        QVERIFY2(page.openResults(m_dir.filePath("nic-a/transmit"), error), qPrintable(error));
        page.setView(ReportView::Modes);
        QCOMPARE(page.currentView(), ReportView::Modes);
        const QAbstractItemModel* table = page.table();
        QCOMPARE(table->rowCount(), 2);     // 1 KiB, 64 KiB
        QCOMPARE(table->columnCount(), 4);  // size, transmit, receive, full duplex
        // At 1 KiB the aggregates written: transmit 900, receive 1800, duplex 2700 Mbit/s, in
        // Gbit/s as the whole table is (its duplex reaches 27 Gbit/s at 64 KiB).
        for (int c = 1; c <= 3; ++c)
            QCOMPARE(table->index(0, c).data(kRawValueRole).toDouble(), 0.9 * c);
        // The device's three modes, a colour each, and the CPU load of each on the right axis.
        QCOMPARE(page.figure()->graphCount(), 6);
        QVERIFY(page.figure()->yAxis2->visible());
        page.resize(1200, 900);
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty()) page.grab().save(shots + "/report-modes.png");
        // The P/E index per mode, the classic way: each mode's highest throughput ÷ its CPU load.
        page.setView(ReportView::ModesPe);
        QCOMPARE(page.currentView(), ReportView::ModesPe);
        QCOMPARE(page.table()->rowCount(), 3);
        QCOMPARE(page.table()->index(0, 4).data(kRawValueRole).toDouble(), 9000.0 / 40);  // transmit at 64 KiB
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty()) page.grab().save(shots + "/report-modes-pe.png");
        // The peak of every test: transmit 9, receive 18, full duplex 27 Gbit/s (at 64 KiB).
        page.setView(ReportView::Peak);
        QCOMPARE(page.currentView(), ReportView::Peak);
        QCOMPARE(page.table()->rowCount(), 3);
        for (int r = 0; r < 3; ++r) QCOMPARE(page.table()->index(r, 1).data(kRawValueRole).toDouble(), 9.0 * (r + 1));
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty()) page.grab().save(shots + "/report-peak.png");
        page.setView(ReportView::DiskGrid);
        QCOMPARE(page.currentView(), ReportView::DiskGrid);
        QCOMPARE(page.table()->rowCount(), 1);  // RND4K Q32T1, read and write
        QCOMPARE(page.table()->index(0, 0).data().toString(), QString("RND4K Q32T1"));
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty()) page.grab().save(shots + "/report-grid.png");
    }

    // Runs of two devices' suites compared: each named by its device, not twice by the
    // plan's title; two runs of one device told apart by their folders.
    void comparedRunsNamedByTheirDevices() {
        QString error;
        std::vector<ResultsFolder> runs;
        for (const char* dir : {"nic-a/transmit", "nic-b/transmit", "nic-a/receive"}) {
            auto folder = loadResultsFolder(m_dir.filePath(dir), error);
            QVERIFY2(folder, qPrintable(error));
            runs.push_back(std::move(*folder));
        }
        QCOMPARE(runs[0].device, QString("NIC-A"));
        labelRuns(runs);
        QCOMPARE(runLabel(runs[1]), QString("NIC-B"));
        QVERIFY2(runLabel(runs[0]) != runLabel(runs[2]) && runLabel(runs[0]).startsWith("NIC-A"),
                 qPrintable(runLabel(runs[0]) + " / " + runLabel(runs[2])));
        if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty())
            QVERIFY2(exportComparison({m_dir.filePath("nic-a/transmit"), m_dir.filePath("nic-b/transmit"),
                                       m_dir.filePath("nic-a/receive")},
                                      QString::fromUtf8(shots) + "/compare-devices.png", QString(), error),
                     qPrintable(error));
    }

    void figuresDrawEverySeries() {
        QString error;
        const auto a = loadArticle({{m_dir.filePath("nic-a"), m_dir.filePath("nic-b")}, "en", {}}, error);
        QVERIFY2(a, qPrintable(error));
        const ArticleLanguage en("en");
        for (const article::Figure& f : a->figures) {
            QCustomPlot plot;
            plot.resize(kArticleFigureWidth, kArticleFigureHeight);
            drawArticleFigure(&plot, f, en);
            std::size_t drawn = 0;  // graphs and bars, not their error bars
            for (int i = 0; i < plot.plottableCount(); ++i) drawn += !qobject_cast<QCPErrorBars*>(plot.plottable(i));
            QCOMPARE(drawn, f.series.size());
            QVERIFY(plot.yAxis->range().upper > plot.yAxis->range().lower);
            QCOMPARE(plot.xAxis->label(), en.words(f.xLabel));
        }
        // The disk presets' grid and the modes side by side are among them.
        QVERIFY(std::any_of(a->figures.begin(), a->figures.end(), [](const auto& f) { return f.id.find("disk-grid") != std::string::npos; }));
        QVERIFY(std::any_of(a->figures.begin(), a->figures.end(), [](const auto& f) { return f.id.find("-modes") != std::string::npos; }));
    }

    // Devices with names as long as real ones, in Russian and English: every legend label
    // of every figure whole, at the article's size and narrower (the pages draw at 820 px).
    void pageTablesNeverBreakAWord() {
        // The fine sweep's table on the page (Qt's rich text, as the PDF lays it out): a narrow
        // column of numbers under "Throughput (Gbit/s)" broke it into "Throughpu/t".
        article::Table t;
        for (const char* h : {"Size (bytes)", "Throughput (Gbit/s)", "Transactions/s", "Latency mean (µs)",
                              "Latency p50 (µs)", "Latency p99 (µs)", "Drop-out (%)"})
            t.columns.push_back({"k", article::verbatim(h)});
        for (int r = 0; r < 3; ++r) {
            t.rows.emplace_back();
            for (std::size_t c = 0; c < t.columns.size(); ++c) t.rows.back().push_back(article::Cell::of(c == 1 ? 0.5 : 47977.0, 2));
        }
        const ArticleLanguage en(QStringLiteral("en"));
        QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr>");
        for (const article::TableColumn& c : t.columns) html += headerCell(en.words(c.header));
        html += QStringLiteral("</tr>") + tableRowsHtml(t, en, 0, t.rows.size(), TableMarkup::RichText) + QStringLiteral("</table>");
        const std::unique_ptr<QTextDocument> doc = ArticlePages::textDocument(html);
        doc->documentLayout();  // laid out as the page lays it out
        int lines = 0;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            const QString text = b.text();
            const QTextLayout* layout = b.layout();
            for (int i = 0; layout && i + 1 < layout->lineCount(); ++i) {
                const int end = layout->lineAt(i).textStart() + layout->lineAt(i).textLength();
                ++lines;
                QVERIFY2(end <= 0 || end >= text.size() || !text[end - 1].isLetterOrNumber() || !text[end].isLetterOrNumber(),
                         qPrintable(QStringLiteral("broken inside a word: \"%1|%2\"").arg(text.left(end), text.mid(end))));
            }
        }
        QVERIFY(lines > 0);  // some header did wrap: the check looked at a break
    }

    void barCategoriesNeverRunTogether() {
        // The peak figure's six groups in Russian: "Полный дуплекс," ran into the next
        // ("дуплекс,Полный") when only the comma started a new line.
        article::Figure f = article::barFigure("peak", "test", article::verbatim("Тест"), article::verbatim("Пиковая"));
        for (const char* mode : {"Передача", "Приём", "Полный дуплекс"})
            for (const char* mtu : {"MTU 1500", "MTU 9000"})
                f.categories.push_back(article::verbatim(std::string(mode) + ", " + mtu));
        for (std::size_t d = 0; d < 2; ++d) {
            article::FigureSeries s{d ? "Realtek RTL8111H, r8169" : "Intel X540-T2, ixgbe 5.19", {}, d};
            for (std::size_t i = 0; i < f.categories.size(); ++i) s.points.push_back({static_cast<double>(i), 1000.0 + i});
            f.series.push_back(std::move(s));
        }
        const ArticleLanguage ru(QStringLiteral("ru"));
        for (const int width : {kArticleFigureWidth, 800}) {  // the HTML's, about the PDF's
            QCustomPlot plot;
            plot.resize(width, kArticleFigureHeight);
            drawArticleFigure(&plot, f, ru);
            plot.toPixmap(width, kArticleFigureHeight);
            auto ticker = plot.xAxis->ticker().dynamicCast<QCPAxisTickerText>();
            QVERIFY(ticker);
            const QFontMetrics metrics(plot.xAxis->tickLabelFont());
            const auto widest = [&](const QString& label) {
                int w = 0;
                for (const QString& line : label.split(QLatin1Char('\n'))) w = std::max(w, metrics.horizontalAdvance(line));
                return w;
            };
            const QMap<double, QString> ticks = ticker->ticks();
            QCOMPARE(ticks.size(), 6);
            for (auto it = ticks.begin(); std::next(it) != ticks.end(); ++it) {
                const auto next = std::next(it);
                const double apart = plot.xAxis->coordToPixel(next.key()) - plot.xAxis->coordToPixel(it.key());
                // A space's width at least between them, as between two words.
                QVERIFY2(apart >= (widest(it.value()) + widest(next.value())) / 2.0 + metrics.horizontalAdvance(QLatin1Char(' ')) * 2,
                         qPrintable(QStringLiteral("\"%1\" runs into \"%2\": %3 px apart, %4 and %5 px wide")
                                        .arg(it.value(), next.value()).arg(apart).arg(widest(it.value())).arg(widest(next.value()))));
            }
        }
    }

    void legendsKeepWholeLabels_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("ru") << "ru";
        QTest::newRow("uk") << "uk";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void legendsKeepWholeLabels() {
        QFETCH(QString, language);
        const QString intel = m_dir.filePath("intel"), realtek = m_dir.filePath("realtek");
        if (!QFileInfo::exists(intel)) {
            QVERIFY(writeDevice(intel, "Intel X540-T2, ixgbe 5.19.6-k", 1.0));
            QVERIFY(writeDevice(realtek, "Realtek RTL8111H, r8169 (onboard)", 0.5));
        }
        QString error;
        const auto a = loadArticle({{intel, realtek}, language, {}}, error);
        QVERIFY2(a, qPrintable(error));
        const ArticleLanguage words(language);
        for (const article::Figure& f : a->figures)
            for (const int width : {kArticleFigureWidth, 800}) {
                QCustomPlot plot;
                plot.resize(width, kArticleFigureHeight);
                drawArticleFigure(&plot, f, words);
                // Laid out as the exports lay it out: at the figure's size, whatever the widget's.
                plot.toPixmap(width, kArticleFigureHeight);
                const QRect page(0, 0, width, kArticleFigureHeight);
                if (const QByteArray shots = qgetenv("IOMETRY_SHOTS"); !shots.isEmpty() && width == kArticleFigureWidth)
                    plot.savePng(QString::fromUtf8(shots) + QStringLiteral("/legend-%1-%2.png").arg(language, QString::fromStdString(f.id)),
                                 width, kArticleFigureHeight);
                // In the SVG every label is one <text>: a browser lays it out with its own
                // widths, never at Qt's x of the run after a script change ("5.19,загрузка").
                const QString svg = width == kArticleFigureWidth ? QString::fromUtf8(chartSvg(&plot, width, kArticleFigureHeight))
                                                                 : QString();
                for (int i = 0; width == kArticleFigureWidth && i < plot.legend->itemCount(); ++i)
                    if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(plot.legend->item(i)))
                        QVERIFY2(svg.contains(QLatin1Char('>') + entry->plottable()->name().toHtmlEscaped() + QStringLiteral("</text>")),
                                 qPrintable(QString::fromStdString(f.id) + ": " + entry->plottable()->name()));
                for (int i = 0; i < plot.legend->itemCount(); ++i) {
                    QCPAbstractLegendItem* item = plot.legend->item(i);
                    if (!item) continue;  // an empty cell of the legend's grid
                    auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
                    const QString label = entry ? entry->plottable()->name() : QString();
                    const QString where = QStringLiteral("%1 at %2 px: \"%3\" has %4 px of %5, the legend %6 columns")
                                              .arg(QString::fromStdString(f.id))
                                              .arg(width)
                                              .arg(label)
                                              .arg(item->outerRect().width())
                                              .arg(item->minimumOuterSizeHint().width())
                                              .arg(plot.legend->columnCount());
                    QVERIFY2(item->outerRect().width() >= item->minimumOuterSizeHint().width(), qPrintable(where));
                    QVERIFY2(page.contains(item->outerRect()), qPrintable(where));
                }
            }
    }

    void translatedArticlesHaveNoEnglishWords_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("ru") << "ru";
        QTest::newRow("uk") << "uk";
        QTest::newRow("zh_CN") << "zh_CN";
    }

    void translatedArticlesHaveNoEnglishWords() {
        QFETCH(QString, language);
        QString error;
        const auto a = loadArticle({{m_dir.filePath("nic-a"), m_dir.filePath("nic-b")}, language, {}}, error);
        QVERIFY2(a, qPrintable(error));
        const ArticleLanguage lang(language);
        QVERIFY(lang.valid());
        QString text = articleHtml(*a, lang, std::vector<QByteArray>(a->figures.size()));
        // What the reader reads: the text between the tags, the captions, the figures' words.
        text.remove(QRegularExpression("<style>.*</style>", QRegularExpression::DotMatchesEverythingOption));
        text.replace(QRegularExpression("<[^>]*>"), QStringLiteral(" "));
        for (const article::Figure& f : a->figures) {
            text += ' ' + lang.words(f.xLabel) + ' ' + lang.words(f.yLabel) + ' ' + lang.words(f.y2Label);
            for (const auto& s : f.series) text += ' ' + seriesName(s, lang);
        }
        for (const QString& data : dataOf(*a)) text.replace(data, QStringLiteral(" "));
        // Names that every language writes in Latin letters: protocols, units, the tool, kernels.
        static const QSet<QString> kept = {"TCP", "UDP", "MTU", "CPU", "IOPS", "RFC", "FCS", "Iometry", "SEQ",
                                           "RND", "O_DIRECT", "DIRECT", "RTT", "NIC", "KiB", "MiB", "GiB",
                                           "Mbit", "Gbit", "ixgbe", "EPYC", "Linux", "eth", "Ethernet", "PCIe"};
        QStringList english;
        const QRegularExpression word("[A-Za-z][A-Za-z_]{2,}");
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QString w = it.next().captured();
            if (!kept.contains(w) && !english.contains(w)) english << w;
        }
        QVERIFY2(english.isEmpty(), qPrintable(language + ": " + english.join(", ")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestArticleExport)
#include "test_article_export.moc"
