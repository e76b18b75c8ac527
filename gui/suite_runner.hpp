#pragma once
// A review suite run in the window (docs/suite-format.md, "In the workbench"): its members one
// after another on the window's pool of dynamos, as iometry-run's `suite` command runs them
// with a Session each. The engine's SuiteRun decides which member runs next, where its results
// go, and keeps the record (suite.json) and the resume; this class only starts each member's
// run on the SessionController and tells the record how it ended.

#include <QObject>
#include <QString>
#include <optional>

#include "engine/suite/suite_run.hpp"

namespace iometry::gui {

class SessionController;

class SuiteRunner : public QObject {
    Q_OBJECT

public:
    /** How a suite ended, as iometry-run's exit status says it (without the stop's 130). */
    enum Outcome { Completed = 0, SomeFailed = 1, Stopped = 2 };
    Q_ENUM(Outcome)

    explicit SuiteRunner(SessionController* session, QObject* parent = nullptr);

    /**
     * Opens the results folder @p dir for @p suite (SuiteRun::open: never a folder that holds a
     * suite's results already) and starts its first member. False with @p error saying why;
     * nothing started then.
     */
    bool start(const suite::Suite& suite, const QString& dir, QString& error);
    /**
     * Carries on the suite recorded in @p dir: runs, in order, each member that did not
     * complete (SuiteRun::open with resume). False with @p error when there is none to run or
     * the folder holds no suite's record.
     */
    bool resume(const QString& dir, QString& error);
    /** Stops the member running and the suite; every finished member is kept. */
    void stop();

    /** A suite is under way (from start() or resume() until finished()). */
    bool isActive() const { return m_active; }
    /**
     * The run the runner started is over (SessionController::runFinished, handed on by the
     * window, which handles the end of every run): recorded, then the next member starts
     * (queued) or the suite ends.
     */
    void runFinished(int result, const QString& error);

    const suite::SuiteRun& record() const { return m_run; }
    const suite::Suite& suite() const { return m_run.suite(); }
    QString dir() const;
    /** The member running or last run; -1 before the first. */
    int current() const { return m_current; }
    int memberCount() const { return static_cast<int>(m_run.suite().members.size()); }
    /** Seconds left in the suite while the current member has @p memberEtaS left. */
    double remainingSeconds(double memberEtaS) const;
    /** Members that failed in this run of the suite. */
    int failedCount() const { return m_failed; }

Q_SIGNALS:
    /** Member @p index begins: emitted just before its run starts (its results in @p dir). */
    void memberStarted(int index, const QString& dir);
    /** Member @p index is over: @p result as SessionController::runFinished gives it. */
    void memberFinished(int index, int result, const QString& error);
    /** The suite is over; its record is closed. @p error: why it could not go on, if so. */
    void finished(iometry::gui::SuiteRunner::Outcome outcome, const QString& error);

private:
    bool open(const std::optional<suite::Suite>& suite, const QString& dir, bool resume,
              QString& error);
    void startNext(std::size_t from);
    void end(Outcome outcome, const QString& error = QString());

    SessionController* m_session;
    suite::SuiteRun m_run;
    bool m_active = false;
    bool m_stopped = false;
    bool m_memberRunning = false;
    int m_current = -1;
    int m_failed = 0;
};

}  // namespace iometry::gui
