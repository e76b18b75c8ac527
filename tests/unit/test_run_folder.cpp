// The name of a run's results folder (docs/report.md, "Where results go"): the plan's title
// made safe for a file name, then the local time; a second run in the same second gets a
// folder of its own.

#include <QtTest>
#include <QTemporaryDir>
#include <ctime>
#include <filesystem>
#include <string>

#include "engine/results/run_folder.hpp"

using iometry::results::fileNameSafe;
using iometry::results::newRunFolder;
using iometry::results::runFolderName;

class TestRunFolder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void titleMadeSafe_data() {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("expected");
        QTest::newRow("words") << "Loopback throughput sweep" << "loopback-throughput-sweep";
        QTest::newRow("separators") << "Adapter throughput: receive / A\\B *?\"<>|"
                                    << "adapter-throughput-receive-a-b";
        QTest::newRow("ends") << "  --Disk IOPS, 4 KiB--  " << "disk-iops-4-kib";
        QTest::newRow("cyrillic kept") << "Пропускная способность — 10G" << "Пропускная-способность-10g";
        QTest::newRow("cjk punctuation") << "延迟测试（回环）" << "延迟测试-回环";
        QTest::newRow("dots") << "../../etc/passwd" << "etc-passwd";
        QTest::newRow("nothing left") << "%%% — ***" << "run";
        QTest::newRow("empty") << "" << "run";
        QTest::newRow("long cut between characters")
            << QString(30, QChar(0x0416)) << QString(24, QChar(0x0416));  // 2 bytes each, 48 at most
    }
    void titleMadeSafe() {
        QFETCH(QString, title);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(fileNameSafe(title.toStdString())), expected);
    }

    void malformedUtf8Dropped() {
        QCOMPARE(QString::fromStdString(fileNameSafe(std::string("a\xff\xc3" "b"))), QStringLiteral("a-b"));
    }

    void nameHasTitleAndTime() {
        std::tm local{};
        local.tm_year = 2026 - 1900;
        local.tm_mon = 11;
        local.tm_mday = 3;
        local.tm_hour = 8;
        local.tm_min = 51;
        local.tm_sec = 41;
        QCOMPARE(QString::fromStdString(runFolderName("Loopback throughput sweep", local)),
                 QStringLiteral("loopback-throughput-sweep-20261203-085141"));
        QCOMPARE(QString::fromStdString(runFolderName("", local, "suite")), QStringLiteral("suite-20261203-085141"));
    }

    void sameSecondGetsAFolderOfItsOwn() {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const auto now = std::chrono::system_clock::now();
        const std::filesystem::path first = newRunFolder(root.path().toStdString(), "UDP ramp", now);
        QCOMPARE(first.parent_path(), std::filesystem::path(root.path().toStdString()));
        QVERIFY(first.filename().string().starts_with("udp-ramp-"));
        QVERIFY(!std::filesystem::exists(first));
        std::filesystem::create_directory(first);
        const std::filesystem::path second = newRunFolder(root.path().toStdString(), "UDP ramp", now);
        QCOMPARE(second.string(), first.string() + "-2");
        std::filesystem::create_directory(second);
        QCOMPARE(newRunFolder(root.path().toStdString(), "UDP ramp", now).string(), first.string() + "-3");
    }
};

QTEST_GUILESS_MAIN(TestRunFolder)
#include "test_run_folder.moc"
