#include "gui/main_window.hpp"

// A review suite run in the window: Wizards → Review suite… and File → Resume suite…, each
// member followed in the pages as a run, and the suite's end (SuiteRunner; docs/architecture.md,
// "The workbench (gui/)").

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressBar>

#include "gui/dialogs/example_chooser.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/session_controller.hpp"
#include "gui/wizards/review_suite_wizard.hpp"

namespace iometry::gui {

void MainWindow::openReviewSuiteWizard() {
    const QString examples = examplesDir();
    auto* wizard = new ReviewSuiteWizard(
        m_session->dynamos(), examples.isEmpty() ? QString() : QDir(examples).filePath("suites"),
        resultsRoot(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    // A dynamo that joins or leaves while the wizard is open changes what its hosts offer.
    const auto follow = [this, wizard] { wizard->setDynamos(m_session->dynamos()); };
    connect(m_session, &SessionController::dynamoConnected, wizard, follow);
    connect(m_session, &SessionController::dynamoLost, wizard, follow);
    connect(wizard, &QDialog::accepted, this, [this, wizard] {
        startSuite(wizard->suite(), wizard->resultsDir());
    });
    wizard->open();
}

bool MainWindow::startSuite(const suite::Suite& suite, const QString& dir) {
    return beginSuite(tr("Cannot start the suite"),
                      tr("A test is running: start the suite once it is over."),
                      [&](QString& error) { return m_suiteRunner->start(suite, dir, error); });
}

bool MainWindow::resumeSuite(const QString& dir) {
    return beginSuite(tr("Cannot resume the suite"),
                      tr("A test is running: resume the suite once it is over."),
                      [&](QString& error) { return m_suiteRunner->resume(dir, error); });
}

bool MainWindow::beginSuite(const QString& title, const QString& busy,
                            const std::function<bool(QString&)>& begin) {
    if (!mayStart()) {
        if (m_session->isRunning() || m_suiteRunner->isActive())
            QMessageBox::warning(this, title, busy);
        return false;
    }
    QString error;
    if (!begin(error)) {
        QMessageBox::warning(this, title, error);
        return false;
    }
    return true;
}

void MainWindow::onMemberStarted(int index, const QString& dir) {
    const suite::Suite& s = m_suiteRunner->suite();
    const QString suiteName = QString::fromStdString(s.name);
    const QString member = QString::fromStdString(s.members[index].name);
    prepareRun(s.members[index].plan, QStringLiteral("%1: %2").arg(suiteName, member));
    const int total = m_suiteRunner->memberCount();
    m_resultsPage->beginMember(suiteName, index, total, member);
    showStatus([=] {
        return tr("Suite “%1”, member %2 of %3: results go to %4")
            .arg(suiteName)
            .arg(index + 1)
            .arg(total)
            .arg(QDir::toNativeSeparators(dir));
    });
}

void MainWindow::onMemberFinished(int index, int result, const QString& error) {
    if (result != 1) return;
    const QString member = QString::fromStdString(m_suiteRunner->suite().members[index].name);
    showStatus([=] { return tr("Member “%1” failed: %2; the suite goes on").arg(member, error); });
}

void MainWindow::onSuiteFinished(SuiteRunner::Outcome outcome, const QString& error) {
    m_progressTimer.stop();
    m_startAction->setEnabled(!m_quitting && m_session->isOpen());
    m_stopAction->setEnabled(false);
    const suite::SuiteRun& record = m_suiteRunner->record();
    const suite::Suite& s = record.suite();
    const int total = m_suiteRunner->memberCount();
    const int completed = static_cast<int>(record.completedCount());
    m_resultsPage->endSuite(completed, m_suiteRunner->failedCount(), total,
                            outcome == SuiteRunner::Stopped);
    // The report shows the last member that completed (else the last that ran): the newest
    // results of the suite.
    QString reportError;
    bool reported = false;
    for (int pass = 0; pass < 2 && !reported; ++pass)
        for (int i = total - 1; i >= 0 && !reported; --i) {
            const suite::MemberStatus status = record.members()[i].status;
            if (pass == 0 ? status != suite::MemberStatus::Completed
                          : status == suite::MemberStatus::Pending)
                continue;
            const QString memberDir = QString::fromStdString(record.memberDir(i).string());
            if (QFileInfo::exists(QDir(memberDir).filePath("summary.csv")))
                reported = m_reportPage->openResults(memberDir, reportError);
        }
    // Why members failed, in the page: the record keeps each member's words too.
    QStringList failures;
    for (std::size_t i = 0; i < record.members().size(); ++i)
        if (record.members()[i].status == suite::MemberStatus::Failed)
            failures << tr("member “%1”: %2")
                            .arg(QString::fromStdString(s.members[i].name),
                                 QString::fromStdString(record.members()[i].error));
    if (!error.isEmpty()) failures << error;
    const QString dir = QDir::toNativeSeparators(m_suiteRunner->dir());
    if (!failures.isEmpty() && outcome != SuiteRunner::Stopped)
        m_resultsPage->showFailure(failures.join('\n'), dir);
    switch (outcome) {
    case SuiteRunner::Completed:
        m_progress->setValue(kProgressSteps);
        m_runState = RunState::Done;
        showStatus([=] { return tr("Suite finished; its results are in %1").arg(dir); });
        if (reported) showPage(ReportTab);
        break;
    case SuiteRunner::SomeFailed:
        m_runState = RunState::Failed;
        showStatus([=] {
            return tr("Suite finished with members failed; its results are in %1 (File → Resume "
                      "suite… runs them again)")
                .arg(dir);
        });
        break;
    case SuiteRunner::Stopped:
        m_runState = RunState::Stopped;
        showStatus([=] {
            return tr("Suite stopped; its results are in %1 (File → Resume suite… runs the rest)")
                .arg(dir);
        });
        break;
    }
    updateEtaLabel();
    Q_EMIT suiteFinished(outcome);
    if (m_quitAfterRun) {
        m_quitAfterRun = false;
        finishQuit();
    }
}

}  // namespace iometry::gui
