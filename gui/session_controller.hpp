#pragma once
// The GUI's side of engine::Session: the pool runs on the engine's own thread, and every
// event crosses to the GUI thread as a queued Qt signal. Nothing here blocks.

#include <QObject>
#include <QString>
#include <memory>
#include <vector>

#include "engine/results/metrics.hpp"
#include "engine/session/session.hpp"

Q_DECLARE_METATYPE(std::vector<iometry::results::MetricRow>)
Q_DECLARE_METATYPE(iometry::session::DynamoInfo)

namespace iometry::gui {

class SessionController : public QObject, private session::SessionObserver {
    Q_OBJECT

public:
    /** @param dynamoExecutable iometry-dynamo to spawn for the local dynamo */
    explicit SessionController(QString dynamoExecutable, QObject* parent = nullptr);
    ~SessionController() override;

    /** Starts listening on 127.0.0.1 and spawns the local dynamo "local". */
    bool open(QString& error);
    bool isRunning() const { return m_running; }
    /** Starts a run; runFinished() tells when it is over. */
    void start(const model::Plan& plan, const QString& resultsDir);
    /** Stops the run at once, keeping what was measured. */
    void stop();
    std::vector<session::DynamoInfo> dynamos() const;
    quint16 port() const;
    /** The last run's summary rows (valid after runFinished). */
    std::vector<results::MetricRow> summary() const;
    const QString& resultsDir() const { return m_resultsDir; }

    /** The iometry-dynamo beside this program (or IOMETRY_DYNAMO from the environment). */
    static QString defaultDynamoExecutable();

Q_SIGNALS:
    void dynamoConnected(const iometry::session::DynamoInfo& dynamo);
    void dynamoLost(const QString& name, const QString& reason);
    void stepStarted(int step, int steps, int repeat, int repeats, double stepSeconds);
    void interval(const std::vector<iometry::results::MetricRow>& rows, double t, bool ramp);
    void stepFinished(const std::vector<iometry::results::MetricRow>& rows, int done, int total,
                      double etaS);
    void runFinished(int result, const QString& error);
    void logLine(const QString& line);

private:
    // session::SessionObserver, called on the engine's thread.
    void onLog(const std::string& line) override;
    void onDynamoConnected(const session::DynamoInfo& dynamo) override;
    void onDynamoLost(const std::string& name, const std::string& reason) override;
    void onStepStarted(int step, int steps, int repeat, int repeats,
                       const model::StepParams& params) override;
    void onInterval(const std::vector<results::MetricRow>& rows, double tS, bool ramp) override;
    void onStepFinished(const std::vector<results::MetricRow>& rows, int done, int total,
                        double etaS) override;
    void onRunFinished(int result, const std::string& error) override;

    QString m_dynamoExecutable;
    std::unique_ptr<session::Session> m_session;
    bool m_running = false;
    double m_stepSeconds = 0;
    QString m_resultsDir;
};

}  // namespace iometry::gui
