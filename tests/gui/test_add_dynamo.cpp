// Adding remote dynamos: the commands the dialog shows, its warnings, name validation, and
// SessionController::reopen with real iometry-dynamo processes joining over loopback — the
// local one spawned by the pool, and "remote" ones started here exactly as a user would.
#include <QtTest>

#include <QComboBox>
#include <QLabel>
#include <QGroupBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTcpServer>
#include <QTreeView>
#include <memory>
#include <vector>

#include "engine/protocol/auth.hpp"
#include "gui/dialogs/add_dynamo_dialog.hpp"
#include "gui/main_window.hpp"
#include "gui/models/topology_model.hpp"
#include "gui/plan_document.hpp"
#include "gui/session_controller.hpp"

using namespace iometry;
using namespace iometry::gui;

namespace {

/** A port that was free a moment ago: bind to port 0, note the port, close. */
quint16 freePort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

bool hasDynamo(const SessionController& session, const QString& name) {
    for (const auto& d : session.dynamos())
        if (QString::fromStdString(d.name) == name) return true;
    return false;
}

}  // namespace

// dynamoConnected(name) since the last m_connected.clear(); the signal comes from the
// engine's thread, queued, so the event loop must run meanwhile.
#define WAIT_CONNECTED(name) QTRY_VERIFY_WITH_TIMEOUT(m_connected.contains(name), 15000)

class TestAddDynamo : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SessionController> m_session;
    QStringList m_connected;  // names, in the order dynamoConnected told them
    std::vector<QProcess*> m_processes;
    QTemporaryDir m_tmp;

    /** reopen() and what reopened() told: it closes the old pool off the GUI thread. */
    bool reopenAndWait(const ListenSettings& settings, QString& error) {
        QSignalSpy done(m_session.get(), &SessionController::reopened);
        if (!m_session->reopen(settings, error)) return false;
        // The close goes on behind; the GUI thread is free meanwhile.
        if (!m_session->isClosing() || m_session->isOpen()) {
            error = QStringLiteral("reopen() did not hand the close to another thread");
            return false;
        }
        if (!done.wait(20000)) {
            error = QStringLiteral("no reopened() within 20 s");
            return false;
        }
        error = done.first().at(1).toString();
        return done.first().at(0).toBool();
    }

    QProcess* startDynamo(const QString& name, const QString& tokenFile) {
        auto* p = new QProcess(this);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QStringLiteral(IOMETRY_BIN_DIR "/iometry-dynamo"),
                 {"--manager", QStringLiteral("127.0.0.1:%1").arg(m_session->port()), "--name",
                  name, "--token-file", tokenFile, "--connect-timeout", "10"});
        m_processes.push_back(p);
        return p;
    }


private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("IometryTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_add_dynamo"));
        QSettings().clear();
        QSettings().sync();
        QVERIFY(m_tmp.isValid());
        m_session = std::make_unique<SessionController>(
            QStringLiteral(IOMETRY_BIN_DIR "/iometry-dynamo"));
        connect(m_session.get(), &SessionController::dynamoConnected, this,
                [this](const session::DynamoInfo& d) {
                    m_connected << QString::fromStdString(d.name);
                });
    }

    void tokenIsMadeOnceAndKept() {
        const ListenSettings s = m_session->listenSettings();
        QCOMPARE(s.host, QStringLiteral("127.0.0.1"));
        QCOMPARE(s.port, quint16(0));
        QCOMPARE(s.token.size(), 64);
        QVERIFY(QRegularExpression("^[0-9a-f]{64}$").match(s.token).hasMatch());
        QSettings settings;
        QCOMPARE(settings.value("dynamos/token").toString(), s.token);
        // The settings file holds the token: readable by its owner only.
        const auto perms = QFile::permissions(settings.fileName());
        QVERIFY(perms & QFile::ReadOwner);
        QCOMPARE(perms & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup |
                          QFile::WriteOther),
                 QFileDevice::Permissions());
        // A second start keeps it.
        SessionController again(QStringLiteral(IOMETRY_BIN_DIR "/iometry-dynamo"));
        QCOMPARE(again.listenSettings().token, s.token);
    }

    void commandLines() {
        QCOMPARE(AddDynamoDialog::dynamoCommand("192.0.2.10", 5201, "B"),
                 QStringLiteral("iometry-dynamo --manager 192.0.2.10:5201 --name B --token-file token"));
        QCOMPARE(AddDynamoDialog::dynamoCommand("2001:db8::10", 5201, "lab-2.x_y"),
                 QStringLiteral("iometry-dynamo --manager [2001:db8::10]:5201 --name lab-2.x_y "
                                "--token-file token"));
        QCOMPARE(AddDynamoDialog::dynamoCommand("192.0.2.10", 0, "B"),
                 QStringLiteral("iometry-dynamo --manager 192.0.2.10:PORT --name B --token-file token"));
        QCOMPARE(AddDynamoDialog::tokenFileCommand("0123abcd"),
                 QStringLiteral("echo 0123abcd > token && chmod 600 token"));

        // The dialog shows both, for what it is set to, live.
        AddDynamoDialog dialog(m_session.get());
        const QString token = m_session->listenSettings().token;
        dialog.setListenHost("192.0.2.10");
        dialog.setListenPort(5201);
        dialog.setDynamoName("B");
        QCOMPARE(dialog.commandText(),
                 QStringLiteral("echo %1 > token && chmod 600 token\n"
                                "iometry-dynamo --manager 192.0.2.10:5201 --name B --token-file token")
                     .arg(token));
        QVERIFY(dialog.warningText().isEmpty());
        QCOMPARE(dialog.pendingSettings().host, QStringLiteral("192.0.2.10"));
        QCOMPARE(dialog.pendingSettings().port, quint16(5201));
        dialog.setDynamoName("C");
        QVERIFY(dialog.commandText().endsWith("--name C --token-file token"));

        // "New token" changes the first line at once (applied only with Apply).
        dialog.findChild<QPushButton*>("newToken")->click();
        const QString fresh = dialog.findChild<QLineEdit*>("token")->text();
        QVERIFY(fresh != token);
        QVERIFY(dialog.commandText().startsWith("echo " + fresh + " > token"));
        QCOMPARE(m_session->listenSettings().token, token);
    }

    void warnings() {
        QVERIFY(AddDynamoDialog::addressWarning("127.0.0.1").contains("127.0.0.1"));
        QVERIFY(!AddDynamoDialog::addressWarning("::1").isEmpty());
        QVERIFY(AddDynamoDialog::addressWarning("0.0.0.0").contains("0.0.0.0"));
        QVERIFY(AddDynamoDialog::addressWarning("192.0.2.10").isEmpty());

        AddDynamoDialog dialog(m_session.get());
        dialog.setListenPort(5201);
        dialog.setListenHost("127.0.0.1");
        QVERIFY(dialog.warningText().contains(AddDynamoDialog::addressWarning("127.0.0.1")));

        // Every address: the command needs one the remote host reaches.
        dialog.setListenHost("0.0.0.0");
        QVERIFY(dialog.warningText().contains(AddDynamoDialog::addressWarning("0.0.0.0")));
        auto* connectTo = dialog.findChild<QComboBox*>("connectAddress");
        QVERIFY(connectTo);
        QVERIFY(connectTo->isVisibleTo(&dialog));
        dialog.setConnectAddress("192.0.2.10");
        QVERIFY(dialog.commandText().endsWith(
            "iometry-dynamo --manager 192.0.2.10:5201 --name B --token-file token"));
        QCOMPARE(dialog.pendingSettings().host, QStringLiteral("0.0.0.0"));

        dialog.setListenHost("192.0.2.10");
        QVERIFY(!connectTo->isVisibleTo(&dialog));
        QVERIFY(dialog.warningText().isEmpty());
        // Port 0 changes at every start: say so.
        dialog.setListenPort(0);
        QVERIFY(!dialog.warningText().isEmpty());
    }

    void nameValidation() {
        // The plan's name rule (model::isValidName, tested in tests/unit/test_plan.cpp).
        AddDynamoDialog dialog(m_session.get());
        dialog.setListenPort(5201);
        auto* copy = dialog.findChild<QPushButton*>("copyCommand");
        auto* hint = dialog.findChild<QLabel*>("nameHint");
        auto* command = dialog.findChild<QPlainTextEdit*>("command");
        dialog.setDynamoName("B");
        QVERIFY(copy->isEnabled());
        QVERIFY(!hint->text().startsWith("Not a valid name"));
        // A plan may name a dynamo "lab host"; the command quotes it.
        dialog.setDynamoName("lab host");
        QVERIFY(copy->isEnabled());
        QVERIFY(!hint->text().startsWith("Not a valid name"));
        QVERIFY(command->toPlainText().contains("--name 'lab host' "));
        // (The field takes at most 64 characters.)
        for (const QString& bad : {QStringLiteral("x;rm"), QStringLiteral("a/b"), QString::fromUtf8("хост")}) {
            dialog.setDynamoName(bad);
            QVERIFY2(!copy->isEnabled(), qPrintable(bad));
            QVERIFY(hint->text().startsWith("Not a valid name"));
        }
        dialog.setDynamoName("");
        QVERIFY(!copy->isEnabled());
    }

    void theCommandNamesWhereThePoolListens() {
        QString error;
        QVERIFY2(m_session->open(error), qPrintable(error));
        // Port 0 by default: the command names the port the system chose, as bound now.
        QCOMPARE(m_session->listenSettings().port, quint16(0));
        QVERIFY(m_session->port() != 0);
        AddDynamoDialog dialog(m_session.get());
        dialog.setDynamoName("B");
        const QString listening = m_session->listenAddress();
        QCOMPARE(listening, QStringLiteral("127.0.0.1:%1").arg(m_session->port()));
        QVERIFY2(dialog.commandText().endsWith("iometry-dynamo --manager " + listening +
                                               " --name B --token-file token"),
                 qPrintable(dialog.commandText()));
        QVERIFY(dialog.findChild<QLabel*>("status")->text().contains(listening));
        // Loopback: said beside the command.
        QVERIFY(dialog.warningText().contains(AddDynamoDialog::addressWarning("127.0.0.1")));
    }

    void reopenOnAFixedPort() {
        QString error;
        QVERIFY2(m_session->open(error), qPrintable(error));
        WAIT_CONNECTED("local");

        const quint16 port = freePort();
        QVERIFY(port != 0);
        ListenSettings s = m_session->listenSettings();
        s.port = port;
        m_connected.clear();
        QSignalSpy lost(m_session.get(), &SessionController::dynamoLost);
        QVERIFY2(reopenAndWait(s, error), qPrintable(error));
        QCOMPARE(lost.count(), 1);  // the old pool's local dynamo
        QCOMPARE(m_session->port(), port);
        QCOMPARE(m_session->listenSettings(), s);
        QCOMPARE(QSettings().value("dynamos/listenPort").toUInt(), uint(port));
        QCOMPARE(QSettings().value("dynamos/listenHost").toString(), QStringLiteral("127.0.0.1"));
        WAIT_CONNECTED("local");
    }

    void remoteDynamoJoins() {
        QString error;
        const QString tokenFile = m_session->tokenFilePath(&error);
        QVERIFY2(!tokenFile.isEmpty(), qPrintable(error));
        QVERIFY(tokenFile.startsWith(
            QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)));
        QCOMPARE(QFile::permissions(tokenFile) & (QFile::ReadGroup | QFile::ReadOther |
                                                  QFile::WriteGroup | QFile::WriteOther),
                 QFileDevice::Permissions());
        std::string why;
        QCOMPARE(QString::fromStdString(*protocol::readTokenFile(tokenFile.toStdString(), why)),
                 m_session->listenSettings().token);

        // The dialog's status names it once it is there.
        AddDynamoDialog dialog(m_session.get());
        QProcess* b = startDynamo("B", tokenFile);
        WAIT_CONNECTED("B");
        QVERIFY(hasDynamo(*m_session, "B"));
        for (const auto& d : m_session->dynamos())
            if (d.name == "B") QVERIFY(!d.spawned);
        QTRY_VERIFY(dialog.findChild<QLabel*>("status")->text().contains("B"));
        QCOMPARE(b->state(), QProcess::Running);
    }

    void wrongTokenIsRefused() {
        const QString wrong = m_tmp.filePath("wrong-token");
        std::string why;
        QVERIFY(protocol::writeTokenFile(wrong.toStdString(), protocol::randomHex(32), why));
        QProcess* c = startDynamo("C", wrong);
        QVERIFY(c->waitForFinished(15000));
        QCOMPARE(c->exitStatus(), QProcess::NormalExit);
        QCOMPARE(c->exitCode(), 2);
        QVERIFY(!hasDynamo(*m_session, "C"));
    }

    void refusedWhileATestRuns() {
        model::Plan plan = PlanDocument::defaultPlan();
        plan.runS = 30;
        plan.rampS = 0;
        plan.sweep.front().values = {65536};
        QSignalSpy finished(m_session.get(), &SessionController::runFinished);
        m_session->start(plan, m_tmp.filePath("run"));
        QVERIFY(m_session->isRunning());

        ListenSettings s = m_session->listenSettings();
        const ListenSettings before = s;
        s.port = freePort();
        QString error;
        QVERIFY(!m_session->reopen(s, error));
        QVERIFY(!error.isEmpty());
        AddDynamoDialog dialog(m_session.get());
        dialog.setListenPort(s.port);
        error.clear();
        QVERIFY(!dialog.applySettings(error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(m_session->listenSettings(), before);

        m_session->stop();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);
        QVERIFY(!m_session->isRunning());
        QVERIFY(hasDynamo(*m_session, "B"));  // not part of the run, still there
    }

    void anAddressNotOnThisHostFallsBack() {
        const ListenSettings before = m_session->listenSettings();
        const quint16 port = m_session->port();
        QProcess* oldB = m_processes.front();
        ListenSettings s = before;
        s.host = "192.0.2.1";  // TEST-NET-1: binding fails, no packet is sent
        QString error;
        m_connected.clear();
        QVERIFY(!reopenAndWait(s, error));
        QVERIFY2(error.contains("192.0.2.1"), qPrintable(error));
        QCOMPARE(m_session->listenSettings(), before);
        QCOMPARE(m_session->port(), port);
        QCOMPARE(QSettings().value("dynamos/listenHost").toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(QSettings().value("dynamos/listenPort").toUInt(), uint(port));

        // The old pool said bye: B exited normally; the local one is back by itself.
        // (The event loop ran while the pool closed: the exit may be known already.)
        QVERIFY(oldB->state() == QProcess::NotRunning || oldB->waitForFinished(10000));
        QCOMPARE(oldB->exitCode(), 0);
        WAIT_CONNECTED("local");
        // The same command line works again.
        startDynamo("B", m_session->tokenFilePath());
        WAIT_CONNECTED("B");
    }

    void applyANewTokenFromTheDialog() {
        const QString oldTokenFile = m_tmp.filePath("old-token");
        QVERIFY(QFile::copy(m_session->tokenFilePath(), oldTokenFile));

        AddDynamoDialog dialog(m_session.get());
        const quint16 port = freePort();
        dialog.setListenPort(port);
        dialog.findChild<QPushButton*>("newToken")->click();
        const ListenSettings wanted = dialog.pendingSettings();
        m_connected.clear();
        QString error;
        QSignalSpy applied(&dialog, &AddDynamoDialog::applied);
        QVERIFY2(dialog.applySettings(error), qPrintable(error));
        // While the old pool closes (off the GUI thread) the dialog says so.
        QVERIFY(m_session->isClosing());
        QVERIFY(dialog.findChild<QLabel*>("status")->text().startsWith("closing the session"));
        QVERIFY(applied.wait(20000));
        QVERIFY2(applied.first().at(0).toBool(), qPrintable(applied.first().at(1).toString()));
        QCOMPARE(m_session->listenSettings(), wanted);
        QCOMPARE(m_session->port(), port);
        QCOMPARE(QSettings().value("dynamos/token").toString(), wanted.token);
        WAIT_CONNECTED("local");
        QVERIFY(dialog.commandText().contains(QStringLiteral("127.0.0.1:%1").arg(port)));
        QVERIFY(dialog.commandText().contains("--manager " + m_session->listenAddress() + " "));
        QVERIFY(dialog.commandText().startsWith("echo " + wanted.token + " "));

        // The old token no longer opens the door; the new file does.
        QProcess* stale = startDynamo("D", oldTokenFile);
        QVERIFY(stale->waitForFinished(15000));
        QCOMPARE(stale->exitCode(), 2);
        startDynamo("D", m_session->tokenFilePath());
        WAIT_CONNECTED("D");

        const QString dir = qEnvironmentVariable("IOMETRY_GRAB_DIR");
        if (!dir.isEmpty()) {
            dialog.setDynamoName("E");
            dialog.show();
            QTest::qWait(200);
            QVERIFY(dialog.grab().save(QDir(dir).filePath("add_dynamo_fixed.png")));
            dialog.setListenHost("0.0.0.0");
            QTest::qWait(100);
            QVERIFY(dialog.grab().save(QDir(dir).filePath("add_dynamo_any.png")));
            dialog.setListenHost("127.0.0.1");
            dialog.setListenPort(0);
            dialog.setDynamoName("a b");
            QTest::qWait(100);
            QVERIFY(dialog.grab().save(QDir(dir).filePath("add_dynamo_loopback.png")));
        }
    }

    void theMainWindowOpensItAndShowsRemoteDynamos() {
        PlanDocument document;
        MainWindow window(m_session.get(), &document);
        window.show();
        QAction* add = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text().startsWith("Add a remote dynamo")) add = a;
        QVERIFY(add);
        add->trigger();
        add->trigger();  // one dialog, raised again
        QCOMPARE(window.findChildren<AddDynamoDialog*>().size(), qsizetype(1));
        QTRY_VERIFY(window.findChild<AddDynamoDialog*>()->isVisible());

        // The remote-style dynamos connected earlier are in the topology tree.
        auto* tree = window.findChild<QTreeView*>();
        QVERIFY(tree);
        const auto found = tree->model()->match(tree->model()->index(0, 0),
                                                TopologyModel::NameRole, "D", 1,
                                                Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(found.size(), 1);
        window.findChild<AddDynamoDialog*>()->close();
    }

    void iometerDynamosAreLetInByName() {
        // Last: it listens elsewhere, which sends the other tests' dynamos away.
        // Stock IOmeter dynamos (docs/iometer-files.md, "IOmeter's dynamos"), played by the fake
        // one: off by default; turned on in the dialog, the named one joins and another name is
        // refused; the dialog gives the dynamo's command line.
        QVERIFY(!m_session->listenSettings().iometer);
        const quint16 port = freePort();
        QVERIFY(port != 0);
        AddDynamoDialog dialog(m_session.get());
        auto* box = dialog.findChild<QGroupBox*>("iometerBox");
        QVERIFY(box && box->isCheckable() && !box->isChecked());
        box->setChecked(true);
        dialog.findChild<QSpinBox*>("iometerPort")->setValue(port);
        dialog.findChild<QLineEdit*>("iometerNames")->setText("W2019, LAB-2");
        const ListenSettings pending = dialog.pendingSettings();
        QVERIFY(pending.iometer);
        QCOMPARE(pending.iometerPort, port);
        QCOMPARE(pending.iometerNames, QStringList({"W2019", "LAB-2"}));
        QCOMPARE(dialog.findChild<QLineEdit*>("iometerCommand")->text(),
                 QStringLiteral("dynamo -i 127.0.0.1 -p %1 -m ITS_ADDRESS -n W2019").arg(port));
        QVERIFY(dialog.findChild<QLabel*>("iometerWarning")->text().contains("no authentication"));
        if (const QString shot = qEnvironmentVariable("IOMETRY_SHOT"); !shot.isEmpty()) {
            dialog.show();
            QTest::qWait(100);
            // Its natural height: the offscreen screen (800 × 600) is smaller than a desktop's.
            dialog.resize(dialog.width(), dialog.layout()->totalHeightForWidth(dialog.width()));
            QTest::qWait(50);
            dialog.grab().save(shot);
        }
        // A name is needed: the protocol has no authentication.
        ListenSettings none = pending;
        none.iometerNames.clear();
        QString error;
        QVERIFY(!m_session->reopen(none, error));
        QVERIFY2(error.contains("name the IOmeter dynamos"), qPrintable(error));

        m_connected.clear();
        QVERIFY2(reopenAndWait(pending, error), qPrintable(error));
        QCOMPARE(QSettings().value("dynamos/iometer").toBool(), true);
        const auto fake = [&](const QString& name) {
            auto* p = new QProcess(this);
            p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
            p->start(QStringLiteral(IOMETRY_BIN_DIR "/fake_iometer_dynamo"),
                     {"-i", "127.0.0.1", "-p", QString::number(port), "-m", "127.0.0.1", "-n", name, "--dir",
                      m_tmp.path()});
            m_processes.push_back(p);
            return p;
        };
        fake("W2019");
        QProcess* stranger = fake("MALLORY");
        WAIT_CONNECTED("W2019");
        // The stranger's login was closed unanswered: it never joins.
        QTest::qWait(1000);
        QVERIFY(!hasDynamo(*m_session, "MALLORY"));
        QVERIFY(!m_connected.contains("MALLORY"));
        stranger->kill();
        for (const auto& d : m_session->dynamos())
            if (d.name == "W2019") QCOMPARE(d.hello.value("protocol", ""), std::string("iometer"));

        // Off again: the IOmeter dynamo goes with the old pool.
        ListenSettings off = pending;
        off.iometer = false;
        QVERIFY2(reopenAndWait(off, error), qPrintable(error));
        QVERIFY(!hasDynamo(*m_session, "W2019"));
    }

    void cleanupTestCase() {
        m_session.reset();  // bye to every dynamo; the local one is reaped
        for (QProcess* p : m_processes) {
            if (p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished(5000);
            }
        }
        QSettings().clear();
    }
};

QTEST_MAIN(TestAddDynamo)
#include "test_add_dynamo.moc"
