#include "gui/session_controller.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include "engine/model/address.hpp"
#include "engine/model/plan.hpp"
#include "engine/protocol/auth.hpp"
#include "gui/charts/step_label.hpp"

namespace iometry::gui {
namespace {

/** How long deliverMembership() tells of joins and losses before the event loop turns. */
constexpr qint64 kMembershipSliceMs = 20;

const char* const kTokenKey = "dynamos/token";
const char* const kHostKey = "dynamos/listenHost";
const char* const kPortKey = "dynamos/listenPort";
const char* const kIometerKey = "dynamos/iometer";
const char* const kIometerPortKey = "dynamos/iometerPort";
const char* const kIometerNamesKey = "dynamos/iometerNames";

/** The settings file holds the token: only its owner may read it. */
void restrictSettingsFile(QSettings& settings) {
    settings.sync();
    if (QFileInfo::exists(settings.fileName()))
        QFile::setPermissions(settings.fileName(), QFile::ReadOwner | QFile::WriteOwner);
}

}  // namespace

SessionController::SessionController(QString dynamoExecutable, QObject* parent)
    : QObject(parent),
      m_dynamoExecutable(std::move(dynamoExecutable)),
      m_listen(savedListenSettings()) {
    qRegisterMetaType<std::vector<results::MetricRow>>();
    qRegisterMetaType<session::DynamoInfo>();
}

SessionController::~SessionController() {
    // A close under way ends first (it still reports through this observer); a pool still
    // open closes here, on whatever thread destroys the controller (the window closed it
    // already when the user quit: MainWindow::closeEvent).
    joinCloser();
    m_session.reset();
}

ListenSettings SessionController::savedListenSettings() {
    QSettings settings;
    ListenSettings listen;
    listen.host = settings.value(kHostKey, listen.host).toString().trimmed();
    if (!model::isIpAddress(listen.host.toStdString()))
        listen.host = ListenSettings().host;
    const uint port = settings.value(kPortKey, 0).toUInt();
    listen.port = port <= 65535 ? static_cast<quint16>(port) : 0;
    listen.iometer = settings.value(kIometerKey, false).toBool();
    const uint iometerPort = settings.value(kIometerPortKey, 1066).toUInt();
    listen.iometerPort = iometerPort >= 1 && iometerPort <= 65535 ? static_cast<quint16>(iometerPort) : 1066;
    listen.iometerNames = settings.value(kIometerNamesKey).toStringList();
    listen.token = settings.value(kTokenKey).toString().trimmed();
    if (listen.token.isEmpty()) {
        // Made once: the command lines and token files given to remote hosts stay valid.
        listen.token = QString::fromStdString(protocol::randomHex(32));
        settings.setValue(kTokenKey, listen.token);
    }
    restrictSettingsFile(settings);
    return listen;
}

QString SessionController::defaultDynamoExecutable() {
    const QString fromEnvironment = qEnvironmentVariable("IOMETRY_DYNAMO");
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
    return QDir(QCoreApplication::applicationDirPath()).filePath("iometry-dynamo");
}

bool SessionController::startPool(const ListenSettings& settings, QString& error) {
    m_session.reset();
    if (!QFileInfo(m_dynamoExecutable).isExecutable()) {
        error = tr("cannot find iometry-dynamo at %1").arg(m_dynamoExecutable);
        return false;
    }
    session::SessionOptions options;
    options.listenHost = settings.host.toStdString();
    options.listenPort = settings.port;
    options.token = settings.token.toStdString();
    options.dynamoExecutable = m_dynamoExecutable.toStdString();
    if (settings.iometer) {
        options.iometerListenHost = settings.host.toStdString();
        options.iometerListenPort = settings.iometerPort;
        for (const QString& name : settings.iometerNames) options.iometerNames.push_back(name.toStdString());
    }
    session::SessionObserver* observer = this;  // a private base: convert here
    auto pool = std::make_unique<session::Session>(options, observer);
    std::string why;
    if (!pool->open(why)) {
        error = QString::fromStdString(why);
        return false;
    }
    m_session = std::move(pool);
    m_listen = settings;
    m_session->spawnLocal("local");
    return true;
}

bool SessionController::open(QString& error) {
    if (m_session) return true;
    if (m_closing) {
        error = tr("the session is still closing");
        return false;
    }
    const ListenSettings saved = savedListenSettings();
    if (startPool(saved, error)) return true;
    ListenSettings fallback;
    fallback.token = saved.token;
    if (!QFileInfo(m_dynamoExecutable).isExecutable() ||
        (saved.host == fallback.host && saved.port == fallback.port))
        return false;
    const QString savedError = error;
    if (!startPool(fallback, error)) return false;
    // MainWindow shows log lines starting with "error" in the status bar: keep it untranslated.
    Q_EMIT logLine(QStringLiteral("error: ") +
                   tr("%1; listening on %2, any port, instead (Dynamos → Add a remote dynamo)")
                       .arg(savedError, fallback.host));
    return true;
}

bool SessionController::reopen(const ListenSettings& wanted, QString& error) {
    // A token file is read back trimmed (protocol::readTokenFile): keep the same here.
    ListenSettings settings = wanted;
    settings.host = settings.host.trimmed();
    settings.token = settings.token.trimmed();
    if (m_running) {
        error = tr("a test is running: stop it before changing where Iometry listens");
        return false;
    }
    if (!model::isIpAddress(settings.host.toStdString())) {
        error = tr("\"%1\" is not an IP address").arg(settings.host);
        return false;
    }
    if (settings.token.isEmpty() || settings.token.contains(QLatin1Char('\n'))) {
        error = tr("the token must be one line of text");
        return false;
    }
    if (settings.iometer) {
        if (settings.iometerNames.isEmpty()) {
            error = tr("name the IOmeter dynamos to let in: their protocol has no authentication");
            return false;
        }
        for (const QString& name : settings.iometerNames)
            if (!model::isValidName(name.toStdString())) {
                error = tr("\"%1\" is not a dynamo name: use 1–64 letters, digits, spaces or _ - . characters")
                            .arg(name);
                return false;
            }
    }
    if (m_closing) {
        error = tr("the session is closing: try again in a moment");
        return false;
    }
    const ListenSettings previous = m_listen;
    deliverMembership(true);  // the joins told before the losses below
    std::vector<QString> names;
    for (const auto& d : dynamos()) names.push_back(QString::fromStdString(d.name));
    // The engine's destructor says bye to every dynamo and reaps the local one, off the GUI
    // thread; the new pool opens on the GUI thread once the old one is gone (a fixed port is
    // free again by then).
    // The window hears of the dynamos going first, then that the session closes.
    for (const QString& name : names)
        Q_EMIT dynamoLost(name, tr("Iometry now listens elsewhere or with another token"));
    closeAsync([this, settings, previous] {
        QString why;
        if (startPool(settings, why)) {
            QSettings saved;
            saved.setValue(kHostKey, settings.host);
            saved.setValue(kPortKey, settings.port);
            saved.setValue(kTokenKey, settings.token);
            saved.setValue(kIometerKey, settings.iometer);
            saved.setValue(kIometerPortKey, settings.iometerPort);
            saved.setValue(kIometerNamesKey, settings.iometerNames);
            restrictSettingsFile(saved);
            Q_EMIT reopened(true, QString());
            return;
        }
        QString again;
        if (!startPool(previous, again))
            why = tr("%1; listening as before failed too: %2").arg(why, again);
        Q_EMIT reopened(false, why);
    });
    return true;
}

void SessionController::close() {
    if (m_closing) {  // a reopen under way: close once it is over
        m_closeAfter = true;
        return;
    }
    if (!m_session) {
        QMetaObject::invokeMethod(this, &SessionController::closed, Qt::QueuedConnection);
        return;
    }
    closeAsync([this] { Q_EMIT closed(); });
}

void SessionController::closeAsync(std::function<void()> done) {
    joinCloser();
    m_closing = true;
    std::unique_ptr<session::Session> pool = std::move(m_session);
    m_closer = std::thread([this, pool = std::move(pool), done = std::move(done)]() mutable {
        pool.reset();  // blocks: byes, the engine's thread joined, the local dynamo reaped
        QMetaObject::invokeMethod(
            this,
            [this, done] {
                joinCloser();
                m_closing = false;
                if (m_running) {
                    // The engine stopped the run as it closed; it reports no end of its own.
                    m_running = false;
                    Q_EMIT runFinished(2, tr("the session was closed"));
                }
                done();
                if (std::exchange(m_closeAfter, false)) close();
            },
            Qt::QueuedConnection);
    });
    Q_EMIT closing();
}

void SessionController::joinCloser() {
    if (m_closer.joinable()) m_closer.join();
}

QString SessionController::tokenFilePath(QString* error) const {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    const QString path = QDir(dir).filePath(QStringLiteral("dynamo-token"));
    std::string why;
    if (!QDir().mkpath(dir)) {
        why = tr("cannot create the folder %1").arg(dir).toStdString();
    } else {
        QFile::remove(path);  // a new file, so it is created readable by its owner only
        if (protocol::writeTokenFile(QFile::encodeName(path).toStdString(),
                                     m_listen.token.toStdString(), why))
            return path;
    }
    if (error) *error = QString::fromStdString(why);
    return {};
}

void SessionController::start(const model::Plan& plan, const QString& resultsDir) {
    if (!m_session || m_running) return;
    m_running = true;
    m_resultsDir = resultsDir;
    m_stepSeconds = plan.rampS + plan.runS;
    m_session->startRun(plan, resultsDir.toStdString());
}

void SessionController::stop() {
    if (m_session && m_running) m_session->requestStop();
}

std::vector<session::DynamoInfo> SessionController::dynamos() const {
    return m_session ? m_session->dynamos() : std::vector<session::DynamoInfo>{};
}

quint16 SessionController::port() const { return m_session ? m_session->port() : 0; }

QString SessionController::listenAddress() const {
    const quint16 bound = port();
    if (bound == 0) return {};
    return QString::fromStdString(model::hostPort(m_listen.host.toStdString(), bound));
}

std::vector<results::MetricRow> SessionController::summary() const {
    return m_session && !m_running ? m_session->summary() : std::vector<results::MetricRow>{};
}

void SessionController::onLog(const std::string& line) {
    Q_EMIT logLine(QString::fromStdString(line));
}

void SessionController::onDynamoConnected(const session::DynamoInfo& dynamo) {
    std::lock_guard lock(m_membershipMutex);
    m_membership.push_back({dynamo, {}, {}});
    if (!std::exchange(m_membershipPosted, true))
        QMetaObject::invokeMethod(this, [this] { deliverMembership(); }, Qt::QueuedConnection);
}

void SessionController::onDynamoLost(const std::string& name, const std::string& reason) {
    std::lock_guard lock(m_membershipMutex);
    m_membership.push_back({std::nullopt, QString::fromStdString(name), QString::fromStdString(reason)});
    if (!std::exchange(m_membershipPosted, true))
        QMetaObject::invokeMethod(this, [this] { deliverMembership(); }, Qt::QueuedConnection);
}

void SessionController::deliverMembership(bool all) {
    QElapsedTimer slice;
    slice.start();
    for (;;) {
        MembershipChange change;
        {
            std::lock_guard lock(m_membershipMutex);
            if (m_membership.empty()) {
                if (!all) m_membershipPosted = false;
                return;
            }
            if (!all && slice.elapsed() >= kMembershipSliceMs) {
                // The rest after the loop has turned: what is posted meanwhile waits for the
                // next pass of the loop, timers and paint events run in between.
                QMetaObject::invokeMethod(this, [this] { deliverMembership(); }, Qt::QueuedConnection);
                return;
            }
            change = std::move(m_membership.front());
            m_membership.pop_front();
        }
        if (change.joined)
            Q_EMIT dynamoConnected(*change.joined);
        else
            Q_EMIT dynamoLost(change.lost, change.reason);
    }
}

void SessionController::onStepStarted(int step, int steps, int repeat, int repeats,
                                      const model::StepParams& params) {
    Q_EMIT stepStarted(step, steps, repeat, repeats, m_stepSeconds, stepMarkerLabel(params));
}

void SessionController::onInterval(const std::vector<results::MetricRow>& rows, double tS,
                                   bool ramp) {
    Q_EMIT interval(rows, tS, ramp);
}

void SessionController::onStepFinished(const std::vector<results::MetricRow>& rows, int done,
                                       int total, double etaS) {
    Q_EMIT stepFinished(rows, done, total, etaS);
}

void SessionController::onRunFinished(int result, const std::string& error) {
    // m_running is read on the GUI thread: change it there, in order with the signal.
    QMetaObject::invokeMethod(
        this,
        [this, result, error = QString::fromStdString(error)] {
            m_running = false;
            Q_EMIT runFinished(result, error);
        },
        Qt::QueuedConnection);
}

}  // namespace iometry::gui
