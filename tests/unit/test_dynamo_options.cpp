// iometry-dynamo's command line and configuration file (workers/dynamo_options.hpp): the
// `key = value` parser and its errors naming file and line, the command line overriding
// the file, a relative token file found beside the configuration file, the refusal of a
// token file others may read or write (chmod 600 is the fix), --help listing every option
// on a line of its own (the man page is made from it), and the service's reconnect delays.

#include <sys/stat.h>

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <string>
#include <vector>

#include "engine/protocol/auth.hpp"
#include "workers/dynamo_options.hpp"

using iometry::workers::ConfigSettings;
using iometry::workers::DynamoOptionsResult;
using iometry::workers::nextReconnectDelay;
using iometry::workers::parseDynamoConfig;
using iometry::workers::parseDynamoOptions;
using iometry::protocol::tokenFileModeProblem;

namespace {

const std::string kToken = "0123456789abcdef0123456789abcdef";

void writeFile(const std::string& path, const std::string& text, mode_t mode) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    QCOMPARE(::chmod(path.c_str(), mode), 0);
}

DynamoOptionsResult parse(std::vector<std::string> args) {
    args.insert(args.begin(), "iometry-dynamo");
    std::vector<const char*> argv;
    for (const auto& a : args) argv.push_back(a.c_str());
    return parseDynamoOptions(static_cast<int>(argv.size()), argv.data());
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

class TestDynamoOptions : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string path(const char* name) const { return (m_dir.path() + "/" + name).toStdString(); }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        writeFile(path("token"), kToken + "\n", 0600);
    }

    void configLinesCommentsAndBlanks() {
        ConfigSettings s;
        std::string error;
        const std::string text =
            "# the lab's manager\n"
            "\n"
            "manager = 192.0.2.10:5201   # the workbench\n"
            "  name=rack#3\t\n"
            "token-file =  /etc/iometry/token\r\n"
            "\t# indented comment\n"
            "reconnect = yes\n"
            "connect-timeout = 45";
        QVERIFY2(parseDynamoConfig(text, "dynamo.conf", s, error), error.c_str());
        QCOMPARE(s.size(), std::size_t(5));
        QCOMPARE(s.at("manager").value, std::string("192.0.2.10:5201"));
        QCOMPARE(s.at("manager").line, 3);
        QCOMPARE(s.at("name").value, std::string("rack#3"));  // '#' inside a word is kept
        QCOMPARE(s.at("token-file").value, std::string("/etc/iometry/token"));
        QCOMPARE(s.at("reconnect").line, 7);
        QCOMPARE(s.at("connect-timeout").value, std::string("45"));
    }

    void configErrorsNameFileAndLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no =") << "manager 192.0.2.1:1\n"
                              << "f.conf:1: expected key = value, got \"manager 192.0.2.1:1\"";
        QTest::newRow("unknown key")
            << "# x\nmanger = a:1\n"
            << "f.conf:2: unknown key \"manger\"; expected one of: connect-timeout, manager, "
               "name, reconnect, token-file";
        QTest::newRow("flag spelling") << "--name = a\n" << "f.conf:1: unknown key \"--name\"";
        QTest::newRow("no value") << "\n\nname =   # later\n" << "f.conf:3: \"name\" has no value";
        QTest::newRow("twice") << "name = a\nname = b\n"
                               << "f.conf:2: \"name\" is set twice (first on line 1)";
        QTest::newRow("no key") << " = a\n" << "f.conf:1: no key before '='";
        QTest::newRow("binary") << QString::fromLatin1("name = a\nx", 10) + QChar(0) + "y\n"
                                << "f.conf:2: a NUL byte";
    }
    void configErrorsNameFileAndLine() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        ConfigSettings s;
        std::string error;
        QVERIFY(!parseDynamoConfig(text.toStdString(), "f.conf", s, error));
        QVERIFY2(contains(error, expected.toStdString()), error.c_str());
    }

    void configFileGivesEverything() {
        // A relative token file is beside the configuration file, not in the current folder.
        writeFile(path("a.conf"),
                  "manager = [::1]:5201\nname = A\ntoken-file = token\nreconnect = yes\n"
                  "connect-timeout = 7\n",
                  0644);
        const auto r = parse({"--config", path("a.conf")});
        QVERIFY2(r.ok, r.message.c_str());
        QCOMPARE(r.options.managerHost, std::string("::1"));
        QCOMPARE(r.options.managerPort, std::uint16_t(5201));
        QCOMPARE(r.options.name, std::string("A"));
        QCOMPARE(r.options.token, kToken);
        QVERIFY(r.options.reconnect);
        QCOMPARE(r.options.connectTimeout.count(), 7);
    }

    void commandLineOverridesTheFile() {
        writeFile(path("b.conf"),
                  "manager = 127.0.0.1:1000\nname = A\ntoken-file = token\nreconnect = yes\n",
                  0644);
        const auto r = parse({"--name", "B", "--config", path("b.conf"), "--manager",
                              "127.0.0.1:2000", "--no-reconnect"});
        QVERIFY2(r.ok, r.message.c_str());
        QCOMPARE(r.options.name, std::string("B"));
        QCOMPARE(r.options.managerPort, std::uint16_t(2000));
        QVERIFY(!r.options.reconnect);
        // Without the file, reconnect is off unless asked for.
        const auto plain =
            parse({"--manager", "127.0.0.1:1", "--name", "A", "--token-file", path("token")});
        QVERIFY2(plain.ok, plain.message.c_str());
        QVERIFY(!plain.options.reconnect);
        const auto service = parse({"--manager", "127.0.0.1:1", "--name", "A", "--token-file",
                                    path("token"), "--reconnect"});
        QVERIFY(service.ok && service.options.reconnect);
    }

    void badValuesInTheFileNameTheLine_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("timeout") << "manager = 127.0.0.1:1\nconnect-timeout = 0\n"
                                 << ".conf:2: connect-timeout must be 1–3600 seconds, got \"0\"";
        QTest::newRow("reconnect") << "reconnect = maybe\n"
                                   << ".conf:1: reconnect must be yes or no, got \"maybe\"";
        QTest::newRow("manager") << "name = A\nmanager = localhost\n"
                                 << ".conf:2: manager: expected HOST:PORT, got \"localhost\"";
        QTest::newRow("port 0") << "manager = 127.0.0.1:0\n"
                                << ".conf:1: manager: port 0 is not a port";
        QTest::newRow("long name") << "name = " + QString(65, 'x') + "\n"
                                   << ".conf:1: name: a name has 1–64 bytes, got 65";
        QTest::newRow("missing") << "name = A\n"
                                 << "--manager, --name and --token-file are required";
    }
    void badValuesInTheFileNameTheLine() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        writeFile(path("bad.conf"), text.toStdString(), 0644);
        const auto r = parse({"--config", path("bad.conf")});
        QVERIFY(!r.ok);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(contains(r.message, expected.toStdString()), r.message.c_str());
    }

    void commandLineErrors() {
        auto r = parse({"--config", path("none.conf")});
        QVERIFY(!r.ok && r.exitCode == 2);
        QVERIFY2(contains(r.message, "cannot read configuration file " + path("none.conf") +
                                         ": No such file or directory"),
                 r.message.c_str());
        r = parse({"--config", path("a.conf"), "--config", path("b.conf")});
        QVERIFY2(!r.ok && contains(r.message, "--config is given twice"), r.message.c_str());
        r = parse({"--connect-timeout", "x"});
        QVERIFY2(contains(r.message, "--connect-timeout must be 1–3600 seconds, got \"x\""),
                 r.message.c_str());
        r = parse({"--reconnect=yes"});
        QVERIFY2(contains(r.message, "unknown option \"--reconnect=yes\""), r.message.c_str());
        r = parse({"--name"});
        QVERIFY2(contains(r.message, "--name needs a value"), r.message.c_str());
    }

    void tokenFileMode_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("problem");  // empty: accepted
        QTest::newRow("0600") << 0600 << "";
        QTest::newRow("0400") << 0400 << "";
        QTest::newRow("0700") << 0700 << "";
        QTest::newRow("0640") << 0640 << "is readable by its group (mode 0640)";
        QTest::newRow("0644") << 0644 << "is readable by its group and others (mode 0644)";
        QTest::newRow("0602") << 0602 << "is writable by others (mode 0602)";
        QTest::newRow("0666") << 0666
                              << "is readable and writable by its group and others (mode 0666)";
        QTest::newRow("0610") << 0610 << "is open by its group (mode 0610)";
    }
    void tokenFileMode() {
        QFETCH(int, mode);
        QFETCH(QString, problem);
        const std::string file = path("modal-token");
        writeFile(file, kToken + "\n", static_cast<mode_t>(mode));
        const std::string found = tokenFileModeProblem(file);
        const auto r = parse({"--manager", "127.0.0.1:1", "--name", "A", "--token-file", file});
        if (problem.isEmpty()) {
            QVERIFY2(found.empty(), found.c_str());
            QVERIFY2(r.ok, r.message.c_str());
            return;
        }
        QVERIFY2(contains(found, "token file " + file + " " + problem.toStdString()),
                 found.c_str());
        QVERIFY2(contains(found, "run chmod 600 " + file), found.c_str());
        QVERIFY(!r.ok);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(contains(r.message, found), r.message.c_str());
    }

    void missingTokenFileSaysSo() {
        QVERIFY(tokenFileModeProblem(path("no-token")).empty());  // reading it names the problem
        const auto r =
            parse({"--manager", "127.0.0.1:1", "--name", "A", "--token-file", path("no-token")});
        QVERIFY2(!r.ok && contains(r.message, "cannot read token file " + path("no-token")),
                 r.message.c_str());
    }

    void helpListsEveryOption() {
        const auto r = parse({"--help"});
        QVERIFY(!r.ok);
        QCOMPARE(r.exitCode, 0);
        for (const char* option :
             {"  --manager HOST:PORT ", "  --name NAME ", "  --token-file FILE ",
              "  --connect-timeout SECONDS ", "  --config FILE ", "  --reconnect ",
              "  --no-reconnect ", "  --help ", "  --version "})
            QVERIFY2(contains(r.message, std::string("\n") + option), option);
        for (const auto& key : iometry::workers::dynamoConfigKeys())
            QVERIFY2(contains(r.message, "\n  --" + key), key.c_str());
        const auto v = parse({"--version"});
        QCOMPARE(v.exitCode, 0);
        std::string version = "iometry-dynamo ";  // appended, not added: GCC 12 warns wrongly
        version += IOMETRY_VERSION;
        version += '\n';
        QCOMPARE(v.message, version);
    }

    void reconnectDelaysDoubleUpToAMinute() {
        std::vector<long> delays;
        auto d = iometry::workers::kFirstReconnectDelay;
        for (int i = 0; i < 8; ++i, d = nextReconnectDelay(d)) delays.push_back(d.count());
        QCOMPARE(delays, (std::vector<long>{2, 4, 8, 16, 32, 60, 60, 60}));
    }
};

QTEST_APPLESS_MAIN(TestDynamoOptions)
#include "test_dynamo_options.moc"
