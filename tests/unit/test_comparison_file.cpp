// A comparison kept in a file (engine/report/comparison_file.hpp, docs/report.md): written
// and read back the same, relative folders read from beside the file, and a file of another
// kind, an empty or too long list of runs, or no file at all refused with its reason.

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "engine/report/comparison_file.hpp"

using namespace iometry::report;

class TestComparisonFile : public QObject {
    Q_OBJECT

private slots:
    void writtenAndReadTheSame() {
        Comparison c;
        c.runs = {{"/results/x540", "Intel X540"}, {"../results/cx4", ""}, {"a \"quoted\", ünïcode", "Ё"}};
        c.minMaxBars = true;
        c.title = "Two adapters";
        c.subtitle = "MTU 9000";
        ComparisonProblem problem = ComparisonProblem::RunCount;
        const auto back = parseComparison(comparisonText(c), problem);
        QVERIFY(back);
        QCOMPARE(problem, ComparisonProblem::None);
        QCOMPARE(back->runs.size(), c.runs.size());
        for (std::size_t i = 0; i < c.runs.size(); ++i) {
            QCOMPARE(back->runs[i].dir, c.runs[i].dir);
            QCOMPARE(back->runs[i].label, c.runs[i].label);
        }
        QVERIFY(back->minMaxBars);
        QCOMPARE(back->title, c.title);
        QCOMPARE(back->subtitle, c.subtitle);
        QVERIFY(comparisonText(c).rfind("{\n    \"format\": \"iometry.comparison/1\"", 0) == 0);
    }

    void relativeFoldersAreReadFromBesideTheFile() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path base = dir.path().toStdString();
        Comparison c;
        c.runs = {{"runs/a", "A"}, {"/elsewhere/b", "B"}};
        std::string detail;
        QVERIFY2(saveComparison(base / "c.json", c, detail), detail.c_str());
        ComparisonProblem problem;
        const auto back = loadComparison(base / "c.json", problem, detail);
        QVERIFY(back);
        QCOMPARE(back->runs[0].dir, (base / "runs" / "a").string());
        QCOMPARE(back->runs[1].dir, std::string("/elsewhere/b"));
        QVERIFY(!back->minMaxBars);
    }

    void otherFilesAreRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("problem");
        QTest::newRow("not JSON") << "step,repeat\n0,1\n" << int(ComparisonProblem::NotAComparison);
        QTest::newRow("a plan") << R"({"format": "iometry.plan/1", "runs": [{"dir": "x"}]})"
                                << int(ComparisonProblem::NotAComparison);
        QTest::newRow("an array") << "[1, 2]" << int(ComparisonProblem::NotAComparison);
        QTest::newRow("no runs") << R"({"format": "iometry.comparison/1", "runs": []})"
                                 << int(ComparisonProblem::RunCount);
        QTest::newRow("runs of another type") << R"({"format": "iometry.comparison/1", "runs": "x"})"
                                              << int(ComparisonProblem::RunCount);
        std::string nine = R"({"format": "iometry.comparison/1", "runs": [)";
        for (int i = 0; i < 9; ++i) nine += std::string(i ? "," : "") + R"({"dir": "d"})";
        QTest::newRow("nine runs") << QString::fromStdString(nine + "]}") << int(ComparisonProblem::RunCount);
        QTest::newRow("fields of other types")
            << R"({"format": "iometry.comparison/1", "runs": [{"dir": 5, "label": []}, 7], "title": 1})"
            << int(ComparisonProblem::None);
    }

    void otherFilesAreRefused() {
        QFETCH(QString, text);
        QFETCH(int, problem);
        ComparisonProblem why = ComparisonProblem::None;
        const auto c = parseComparison(text.toStdString(), why);
        QCOMPARE(int(why), problem);
        QCOMPARE(c.has_value(), problem == int(ComparisonProblem::None));
    }

    void aMissingFileIsUnreadable() {
        ComparisonProblem problem = ComparisonProblem::None;
        std::string detail;
        QVERIFY(!loadComparison("/nonexistent/iometry/c.json", problem, detail));
        QCOMPARE(problem, ComparisonProblem::Unreadable);
        QVERIFY(!detail.empty());
    }
};

QTEST_APPLESS_MAIN(TestComparisonFile)
#include "test_comparison_file.moc"
