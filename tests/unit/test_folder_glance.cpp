// What a list of results folders shows of each (engine/report/results_folder.hpp,
// glanceAtFolder): the plan's name, when it started, its steps and how it ended, each read
// as the report reads it; results.json's status from the file's end, as the recorder
// writes it and as a hand-written file has it, never from inside a string.

#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "engine/report/results_folder.hpp"

using namespace iometry;

namespace {

void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

class TestFolderGlance : public QObject {
    Q_OBJECT

private slots:
    void statusFromTheEnd_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("status");
        QTest::newRow("the recorder's") << "{\n  \"steps\": [\n    {\"step\": 0}\n  ],\n  \"status\": \"completed\"\n}\n"
                                        << "completed";
        QTest::newRow("failed, with its error")
            << "{\n  \"steps\": [],\n  \"status\": \"failed\",\n  \"error\": \"dynamo B said \\\"status\\\": \\\"ok\\\"\"\n}\n"
            << "failed";
        QTest::newRow("on one line") << R"({"steps": [], "status": "stopped"})" << "stopped";
        QTest::newRow("none") << R"({"steps": []})" << "";
        QTest::newRow("not a string") << R"({"status": 3})" << "";
        // (not a raw string: moc reads a raw string's lone quote as the start of a string)
        QTest::newRow("cut short") << "{\"steps\": [], \"status\": \"runn" << "";
        QTest::newRow("empty") << "" << "";
    }

    void statusFromTheEnd() {
        QFETCH(QString, text);
        QFETCH(QString, status);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = std::filesystem::path(dir.path().toStdString()) / "results.json";
        write(file, text.toStdString());
        QCOMPARE(QString::fromStdString(report::runStatus(file)), status);
    }

    void aLongRecordIsReadFromItsTail() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path file = std::filesystem::path(dir.path().toStdString()) / "results.json";
        std::string steps;
        for (int i = 0; i < 5000; ++i) steps += std::string(i ? "," : "") + "{\"step\": " + std::to_string(i) + ", \"status\": \"done\"}";
        write(file, "{\"steps\": [" + steps + "],\n  \"status\": \"completed\"\n}\n");
        QCOMPARE(report::runStatus(file), std::string("completed"));
        QCOMPARE(report::runStatus(file.parent_path() / "no-such.json"), std::string());
    }

    void aFolderAtAGlance() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::filesystem::path folder = dir.path().toStdString();
        write(folder / "plan.json", R"({"name": "Receive sweep", "workers": [{"kind": "tcp"}]})");
        write(folder / "bench.json", R"({"started": "2026-12-03T09:00:00Z"})");
        write(folder / "results.json", "{\"steps\": [],\n  \"status\": \"stopped\"\n}\n");
        write(folder / "summary.csv", "step,repeat,scope,name,size,mbit_per_s\n0,1,all,all,64,1\n0,2,all,all,64,1\n"
                                      "1,1,all,all,128,2\n4,1,all,all,256,3\n");
        const report::FolderGlance g = report::glanceAtFolder(folder);
        QCOMPARE(g.plan.name, std::string("Receive sweep"));
        QCOMPARE(g.plan.workerKinds, std::vector<std::string>{"tcp"});
        QCOMPARE(g.started, std::string("2026-12-03T09:00:00Z"));
        QCOMPARE(g.steps, 3);
        QCOMPARE(g.status, std::string("stopped"));
        // As a spreadsheet saves it: a BOM, the step column elsewhere, a quoted comma.
        write(folder / "summary.csv", "\xEF\xBB\xBFname,step,scope,size,mbit_per_s\n\"a, b\",0,all,64,1\n"
                                      "\"a, b\",2,all,64,1\n\"a, b\",2,all,64,1\n");
        QCOMPARE(report::glanceAtFolder(folder).steps, 2);
        // Damaged files leave their facts out, never a throw.
        write(folder / "bench.json", R"({"started": 42})");
        write(folder / "summary.csv", "step,scope\n\"unclosed");
        write(folder / "plan.json", "[1");
        const report::FolderGlance damaged = report::glanceAtFolder(folder);
        QVERIFY(damaged.started.empty());
        QCOMPARE(damaged.steps, 0);
        QVERIFY(damaged.plan.name.empty());
    }
};

QTEST_APPLESS_MAIN(TestFolderGlance)
#include "test_folder_glance.moc"
