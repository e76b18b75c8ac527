#include "gui/suite_runner.hpp"

#include <QMetaObject>
#include <algorithm>

#include "gui/session_controller.hpp"

namespace iometry::gui {
namespace {

/**
 * The first dynamo of @p suite that the pool neither has nor starts (one on another host
 * not connected now); empty when there is none. The engine would wait for it at each member.
 */
QString missingDynamo(const suite::Suite& suite, const std::vector<session::DynamoInfo>& connected) {
    for (const model::DynamoDef& d : suite::suiteDynamos(suite))
        if (!d.spawn && std::none_of(connected.begin(), connected.end(),
                                     [&](const session::DynamoInfo& c) { return c.name == d.name; }))
            return QString::fromStdString(d.name);
    return {};
}

}  // namespace

SuiteRunner::SuiteRunner(SessionController* session, QObject* parent)
    : QObject(parent), m_session(session) {}

QString SuiteRunner::dir() const {
    return QString::fromStdString(m_run.dir().string());
}

bool SuiteRunner::start(const suite::Suite& suite, const QString& dir, QString& error) {
    if (const QString missing = missingDynamo(suite, m_session->dynamos()); !missing.isEmpty()) {
        error = tr("dynamo %1, on which the suite runs, is not connected: start it on its host "
                   "(Dynamos → Add a remote dynamo… tells how)")
                    .arg(missing);
        return false;
    }
    return open(suite, dir, false, error);
}

bool SuiteRunner::resume(const QString& dir, QString& error) {
    // A suite whose every member completed is left as it is: its record is not rewritten.
    std::string why;
    const auto recorded = suite::readSuiteRecord(dir.toStdString(), why);
    if (!recorded) {
        error = QString::fromStdString(why);
        return false;
    }
    const bool left = std::any_of(recorded->members.begin(), recorded->members.end(),
                                  [](const suite::MemberRecord& m) {
                                      return m.status != suite::MemberStatus::Completed;
                                  });
    if (!left) {
        error = tr("every member of the suite in %1 has completed: nothing is left to run")
                    .arg(dir);
        return false;
    }
    if (const QString missing = missingDynamo(recorded->suite, m_session->dynamos()); !missing.isEmpty()) {
        error = tr("dynamo %1, on which the suite in %2 runs, is not connected: start it on its "
                   "host (Dynamos → Add a remote dynamo… tells how), then resume")
                    .arg(missing, dir);
        return false;
    }
    return open(std::nullopt, dir, true, error);
}

bool SuiteRunner::open(const std::optional<suite::Suite>& suite, const QString& dir, bool resume,
                       QString& error) {
    if (m_active) {
        error = tr("a suite is running already");
        return false;
    }
    if (!m_session->isOpen() || m_session->isRunning()) {
        error = m_session->isRunning() ? tr("a test is running: stop it first")
                                       : tr("the session is not open: no dynamo can run the suite");
        return false;
    }
    std::string why;
    suite::SuiteRun run;
    if (!run.open(dir.toStdString(), suite, resume, why)) {
        error = QString::fromStdString(why);
        return false;
    }
    m_run = std::move(run);
    m_active = true;
    m_stopped = false;
    m_memberRunning = false;
    m_current = -1;
    m_failed = 0;
    startNext(0);
    return true;
}

void SuiteRunner::startNext(std::size_t from) {
    if (!m_active) return;
    const auto next = m_run.nextMember(from);
    if (m_stopped || !next) {
        end(m_stopped ? Stopped : m_failed > 0 ? SomeFailed : Completed);
        return;
    }
    // The pool may have closed between two members (the window quits, or listens elsewhere).
    if (!m_session->isOpen() || m_session->isRunning()) {
        end(Stopped, tr("the session closed before member \"%1\" could start")
                         .arg(QString::fromStdString(m_run.suite().members[*next].name)));
        return;
    }
    const std::size_t index = *next;
    std::string why;
    if (!m_run.begin(index, why)) {
        end(SomeFailed, QString::fromStdString(why));
        return;
    }
    m_current = static_cast<int>(index);
    m_memberRunning = true;
    const QString memberDir = QString::fromStdString(m_run.memberDir(index).string());
    Q_EMIT memberStarted(m_current, memberDir);
    m_session->start(m_run.suite().members[index].plan, memberDir);
}

void SuiteRunner::runFinished(int result, const QString& error) {
    if (!m_active || !m_memberRunning) return;
    m_memberRunning = false;
    const std::size_t index = static_cast<std::size_t>(m_current);
    // As iometry-run records it: a stop without words of its own is "stopped".
    const QString why = result == 2 && error.isEmpty() ? QStringLiteral("stopped") : error;
    m_run.finish(index, result, why.toStdString());
    if (result == 1) ++m_failed;
    if (result == 2) m_stopped = true;  // by the user, or the session closed under the run
    Q_EMIT memberFinished(m_current, result, error);
    // The next member from the event loop: the window has finished with this one's end first.
    QMetaObject::invokeMethod(this, [this, index] { startNext(index + 1); }, Qt::QueuedConnection);
}

void SuiteRunner::stop() {
    if (!m_active) return;
    m_stopped = true;
    if (m_memberRunning) m_session->stop();
}

double SuiteRunner::remainingSeconds(double memberEtaS) const {
    return m_current < 0 ? 0 : m_run.remainingSeconds(static_cast<std::size_t>(m_current), memberEtaS);
}

void SuiteRunner::end(Outcome outcome, const QString& error) {
    m_run.close();
    m_active = false;
    Q_EMIT finished(outcome, error);
}

}  // namespace iometry::gui
