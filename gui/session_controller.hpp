#pragma once
// The GUI's side of engine::Session: the pool runs on the engine's own thread, and every
// event crosses to the GUI thread as a queued Qt signal. Nothing here blocks: closing the
// pool (byes to every dynamo, the local one reaped: up to a few seconds) runs on a thread of
// its own and ends with a queued signal. Dynamos that join or leave in a burst (128 at a
// run's start) reach the window a slice at a time (deliverMembership()).

#include <QObject>
#include <QString>
#include <QStringList>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "engine/results/metrics.hpp"
#include "engine/session/session.hpp"

Q_DECLARE_METATYPE(std::vector<iometry::results::MetricRow>)
Q_DECLARE_METATYPE(iometry::session::DynamoInfo)

namespace iometry::gui {

/** Where the pool listens for dynamos, and the token they must prove they hold. */
struct ListenSettings {
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 0;  ///< 0 = any free port, chosen by the kernel
    QString token;
    /** Stock IOmeter 1.1 dynamos log in on `host`:iometerPort, only those named
     *  (docs/iometer-files.md, "IOmeter's dynamos"): off unless the user turns it on. */
    bool iometer = false;
    quint16 iometerPort = 1066;
    QStringList iometerNames;

    bool operator==(const ListenSettings&) const = default;
};

class SessionController : public QObject, private session::SessionObserver {
    Q_OBJECT

public:
    /** @param dynamoExecutable iometry-dynamo to spawn for the local dynamo */
    explicit SessionController(QString dynamoExecutable, QObject* parent = nullptr);
    ~SessionController() override;

    /**
     * Starts listening with listenSettings() (from QSettings "dynamos/…"; 127.0.0.1, any
     * port by default) and spawns the local dynamo "local". When the saved address or port
     * cannot be used, it says so on logLine() and listens on 127.0.0.1, any port.
     */
    bool open(QString& error);
    /**
     * Listens somewhere else or with another token: only while no run is going and the pool
     * is not closing. False with @p error when refused (a run, a bad address or token).
     * Otherwise the pool closes off the GUI thread (closing(); every dynamo is told bye,
     * remote ones must be started again), a new one opens and spawns "local" again, and
     * reopened() tells how it went: on success the settings are saved in QSettings; on
     * failure its error says why and the pool listens with the previous settings again.
     */
    bool reopen(const ListenSettings& settings, QString& error);
    /**
     * Closes the pool off the GUI thread (a run going on is stopped by the engine); closed()
     * follows, queued, also when there was no pool. The window quits after it.
     */
    void close();
    /** A pool listens (false before open(), while closing and after close()). */
    bool isOpen() const { return m_session != nullptr; }
    /** The pool is being closed (close() or reopen()). */
    bool isClosing() const { return m_closing; }
    /** The settings in use (the token is made once and kept in QSettings). */
    const ListenSettings& listenSettings() const { return m_listen; }
    /**
     * Writes the token to a file readable by its owner only, under AppConfigLocation, and
     * returns its path (empty on failure, with @p error set).
     */
    QString tokenFilePath(QString* error = nullptr) const;
    bool isRunning() const { return m_running; }
    /** Starts a run; runFinished() tells when it is over. */
    void start(const model::Plan& plan, const QString& resultsDir);
    /** Stops the run at once, keeping what was measured. */
    void stop();
    std::vector<session::DynamoInfo> dynamos() const;
    quint16 port() const;
    /**
     * "HOST:PORT" ("[HOST]:PORT" for IPv6) where this pool listens now: the listen address
     * and the port actually bound; empty while not listening.
     */
    QString listenAddress() const;
    /** The last run's summary rows (valid after runFinished). */
    std::vector<results::MetricRow> summary() const;
    const QString& resultsDir() const { return m_resultsDir; }

    /** The iometry-dynamo beside this program (or IOMETRY_DYNAMO from the environment). */
    static QString defaultDynamoExecutable();
    /** The saved listen settings; makes and saves the token the first time. */
    static ListenSettings savedListenSettings();

Q_SIGNALS:
    void dynamoConnected(const iometry::session::DynamoInfo& dynamo);
    void dynamoLost(const QString& name, const QString& reason);
    /** @p label: the step's sweep point for the charts' marker (stepMarkerLabel()). */
    void stepStarted(int step, int steps, int repeat, int repeats, double stepSeconds,
                     const QString& label);
    void interval(const std::vector<iometry::results::MetricRow>& rows, double t, bool ramp);
    void stepFinished(const std::vector<iometry::results::MetricRow>& rows, int done, int total,
                      double etaS);
    void runFinished(int result, const QString& error);
    void logLine(const QString& line);
    /** The pool begins to close (close() or reopen()); dynamos() is empty until it is back. */
    void closing();
    /** close() is over: no pool, no dynamo process of ours left. */
    void closed();
    /** reopen() is over: listening with the new settings (@p ok) or the previous ones. */
    void reopened(bool ok, const QString& error);

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

    bool startPool(const ListenSettings& settings, QString& error);
    /** Moves the pool to a thread that destroys it, then runs @p done on the GUI thread. */
    void closeAsync(std::function<void()> done);
    void joinCloser();
    /**
     * Emits dynamoConnected and dynamoLost, in order, for the joins and losses the engine
     * reported: for about kMembershipSliceMs, then again after the event loop has turned,
     * so that a burst of 128 joins never holds the GUI thread over 100 ms at once (docs/
     * architecture.md, "The window stays responsive"). Every one at once with @p all.
     */
    void deliverMembership(bool all = false);

    /** A dynamo that joined (its hello), or one that was lost (its name, why). */
    struct MembershipChange {
        std::optional<session::DynamoInfo> joined;
        QString lost;
        QString reason;
    };
    std::mutex m_membershipMutex;  // the engine's thread adds, the GUI thread takes
    std::deque<MembershipChange> m_membership;
    bool m_membershipPosted = false;  ///< a deliverMembership() is queued

    QString m_dynamoExecutable;
    ListenSettings m_listen;
    std::unique_ptr<session::Session> m_session;
    bool m_running = false;
    bool m_closing = false;
    bool m_closeAfter = false;  // close() came while a reopen was closing the pool
    std::thread m_closer;  // destroys a closed pool (engine::Session's destructor blocks)
    double m_stepSeconds = 0;
    QString m_resultsDir;
};

}  // namespace iometry::gui
