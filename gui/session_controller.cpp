#include "gui/session_controller.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace iometry::gui {

SessionController::SessionController(QString dynamoExecutable, QObject* parent)
    : QObject(parent), m_dynamoExecutable(std::move(dynamoExecutable)) {
    qRegisterMetaType<std::vector<results::MetricRow>>();
    qRegisterMetaType<session::DynamoInfo>();
}

SessionController::~SessionController() = default;

QString SessionController::defaultDynamoExecutable() {
    const QString fromEnvironment = qEnvironmentVariable("IOMETRY_DYNAMO");
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
    return QDir(QCoreApplication::applicationDirPath()).filePath("iometry-dynamo");
}

bool SessionController::open(QString& error) {
    session::SessionOptions options;
    options.listenHost = "127.0.0.1";
    options.dynamoExecutable = m_dynamoExecutable.toStdString();
    session::SessionObserver* observer = this;  // a private base: convert here
    m_session = std::make_unique<session::Session>(options, observer);
    std::string why;
    if (!m_session->open(why)) {
        error = QString::fromStdString(why);
        return false;
    }
    if (!QFileInfo(m_dynamoExecutable).isExecutable()) {
        error = tr("cannot find iometry-dynamo at %1").arg(m_dynamoExecutable);
        return false;
    }
    m_session->spawnLocal("local");
    return true;
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

std::vector<results::MetricRow> SessionController::summary() const {
    return m_session && !m_running ? m_session->summary() : std::vector<results::MetricRow>{};
}

void SessionController::onLog(const std::string& line) {
    Q_EMIT logLine(QString::fromStdString(line));
}

void SessionController::onDynamoConnected(const session::DynamoInfo& dynamo) {
    Q_EMIT dynamoConnected(dynamo);
}

void SessionController::onDynamoLost(const std::string& name, const std::string& reason) {
    Q_EMIT dynamoLost(QString::fromStdString(name), QString::fromStdString(reason));
}

void SessionController::onStepStarted(int step, int steps, int repeat, int repeats,
                                      const model::StepParams&) {
    Q_EMIT stepStarted(step, steps, repeat, repeats, m_stepSeconds);
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
