#include "gui/main_window.hpp"

// A run in the window: where its results go, starting and stopping it, and its progress and
// ETA across all steps and repeats in the progress bar and the status line (docs/architecture.md,
// "The workbench (gui/)").

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <algorithm>
#include <filesystem>

#include "engine/methods/method.hpp"
#include "engine/model/step_source.hpp"
#include "engine/results/run_folder.hpp"
#include "gui/pages/report_page.hpp"
#include "gui/pages/results_page.hpp"
#include "gui/plan_document.hpp"
#include "gui/recent_lists.hpp"
#include "gui/report/results_folder.hpp"
#include "gui/session_controller.hpp"
#include "gui/settings.hpp"

namespace iometry::gui {
namespace {

QString formatDuration(double seconds) {
    const qint64 s = static_cast<qint64>(seconds + 0.5);
    if (s >= 3600) return QStringLiteral("%1:%2:%3").arg(s / 3600).arg((s / 60) % 60, 2, 10, QChar('0')).arg(s % 60, 2, 10, QChar('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0'));
}

}  // namespace

QString MainWindow::resultsRoot() { return Settings::resultsRoot(); }

QString MainWindow::nextResultsDir() const {
    const std::filesystem::path dir =
        results::newRunFolder(resultsRoot().toStdString(), m_document->plan().name);
    return QString::fromStdString(dir.string());
}

bool MainWindow::mayStart() {
    if (m_session->isRunning() || m_suiteRunner->isActive() || m_quitting) return false;
    if (!m_session->isOpen()) {
        const bool closing = m_session->isClosing();
        showStatus(
            [=] {
                return closing ? tr("The session is closing: start again once it listens")
                               : tr("The session is not open: no dynamo can run the plan");
            },
            10000);
        return false;
    }
    return true;
}

bool MainWindow::startRun() {
    if (!mayStart()) return false;
    const auto problems = m_document->validate();
    if (!problems.empty()) {
        QStringList lines;
        for (const auto& p : problems) lines << QString::fromStdString(p.toString());
        QMessageBox::warning(this, tr("The plan is not valid"),
                             tr("Fix these problems first; no traffic was started:\n\n%1")
                                 .arg(lines.join('\n')));
        return false;
    }
    const model::Plan& plan = m_document->plan();
    prepareRun(plan, QString::fromStdString(plan.name));
    m_session->start(plan, nextResultsDir());
    const QString resultsDir = m_session->resultsDir();
    showStatus([=] { return tr("Running; results go to %1").arg(resultsDir); });
    return true;
}

void MainWindow::startFromUser() {
    if (!m_startAction->isEnabled() || !askResultsRootOnce()) return;
    startRun();
}

bool MainWindow::askResultsRootOnce() {
    if (Settings::hasResultsRoot()) return true;
    QMessageBox box(QMessageBox::Question, tr("Where should results go?"),
                    tr("Each run writes a folder of its own, named after the plan and the time, "
                       "in one results folder:\n\n%1\n\nKeep it, or choose another? "
                       "Edit → Preferences… changes it later.")
                        .arg(QDir::toNativeSeparators(Settings::defaultResultsRoot())),
                    QMessageBox::NoButton, this);
    box.setObjectName("resultsRootQuestion");
    QPushButton* keep = box.addButton(tr("&Keep it"), QMessageBox::AcceptRole);
    QPushButton* choose = box.addButton(tr("&Choose…"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep) {
        Settings::setResultsRoot(Settings::defaultResultsRoot());
        return true;
    }
    if (box.clickedButton() != choose) return false;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Results folder"), QDir::homePath());
    if (dir.isEmpty()) return false;
    Settings::setResultsRoot(dir);
    return true;
}

void MainWindow::prepareRun(const model::Plan& plan, const QString& title) {
    m_runPlanName = title;
    m_stepsDone = 0;
    // A sweep knows its steps; a procedure gives its bound until the session says more.
    m_stepsTotal = model::makeStepSource(plan)->plannedSteps() * plan.repeats;
    m_stepSeconds = plan.rampS + plan.runS;
    m_etaS = -1;
    m_stepClock.invalidate();
    m_progress->setValue(0);
    m_resultsPage->beginRun(m_runPlanName, ResultsPage::RunTraits::of(plan));
    m_startAction->setEnabled(false);
    m_stopAction->setEnabled(true);
    showPage(ResultsTab);
    m_progressTimer.start();
}

void MainWindow::stopRun() {
    stopAll();
    showStatus([=] { return tr("Stopping; everything measured so far is kept…"); });
}

void MainWindow::stopAll() {
    if (m_suiteRunner->isActive())
        m_suiteRunner->stop();
    else
        m_session->stop();
}

void MainWindow::onStepStarted(int step, int steps, int repeat, int repeats, double stepSeconds,
                               const QString& label) {
    m_stepSeconds = stepSeconds;
    m_stepClock.start();
    m_resultsPage->beginStep(step, steps, repeat, repeats, label);
    updateProgress();
}

void MainWindow::onStepFinished(const std::vector<results::MetricRow>&, int done, int total,
                                double etaS) {
    m_stepsDone = done;
    m_stepsTotal = total;
    m_etaS = etaS;
    m_stepClock.invalidate();
    updateProgress();
    // Results as they come: each finished step reaches the report as soon as it is read,
    // from the summary.csv the engine has just appended (with the aggregate of a step's
    // repeats). A comparison the user put together is left alone (the page keeps the
    // results back).
    if (!m_session->resultsDir().isEmpty())
        readRunFolder(m_session->resultsDir(), [this](std::optional<ResultsFolder> folder) {
            if (folder) m_reportPage->showFolder(*folder);
        });
}

void MainWindow::readRunFolder(const QString& dir, std::function<void(std::optional<ResultsFolder>)> then) {
    // Off the GUI thread; a folder read for an earlier step is not shown over a later one.
    const quint64 read = ++m_runFolderReads;
    loadResultsFolderLater(dir, this, [this, read, then = std::move(then)](std::optional<ResultsFolder> folder,
                                                                        const QString&) {
        if (read == m_runFolderReads) then(std::move(folder));
    });
}

void MainWindow::updateProgress() {
    if (m_stepsTotal <= 0) return;
    m_runState = RunState::Running;
    double fraction = 0;
    if (m_stepClock.isValid() && m_stepSeconds > 0)
        fraction = std::min(1.0, m_stepClock.elapsed() / 1000.0 / m_stepSeconds);
    const double done = (m_stepsDone + fraction) / m_stepsTotal;
    m_progress->setValue(static_cast<int>(done * kProgressSteps));
    // Before a step has finished, estimate from the plan's times; after, from what the
    // steps took (the engine's estimate), less the time the current step has run.
    double eta = m_etaS >= 0 ? m_etaS : (m_stepsTotal - m_stepsDone) * m_stepSeconds;
    if (m_stepClock.isValid()) eta = std::max(0.0, eta - m_stepClock.elapsed() / 1000.0);
    m_eta = eta;
    // A suite's member: the members after it that have not completed are still to come.
    if (m_suiteRunner->isActive()) m_resultsPage->setSuiteEta(m_suiteRunner->remainingSeconds(eta));
    updateEtaLabel();
}

void MainWindow::updateEtaLabel() {
    switch (m_runState) {
    case RunState::Idle: m_etaLabel->clear(); break;
    case RunState::Running:
        if (m_suiteRunner->isActive())
            m_etaLabel->setText(tr("Member %1/%2, step %3/%4, suite ETA %5")
                                    .arg(m_suiteRunner->current() + 1)
                                    .arg(m_suiteRunner->memberCount())
                                    .arg(std::min(m_stepsDone + 1, m_stepsTotal))
                                    .arg(m_stepsTotal)
                                    .arg(formatDuration(m_suiteRunner->remainingSeconds(m_eta))));
        else
            m_etaLabel->setText(tr("Step %1/%2, ETA %3")
                                    .arg(std::min(m_stepsDone + 1, m_stepsTotal))
                                    .arg(m_stepsTotal)
                                    .arg(formatDuration(m_eta)));
        break;
    case RunState::Done: m_etaLabel->setText(tr("Done")); break;
    case RunState::Stopped: m_etaLabel->setText(tr("Stopped")); break;
    case RunState::Failed: m_etaLabel->setText(tr("Failed")); break;
    }
}

void MainWindow::onRunFinished(int result, const QString& error) {
    m_progressTimer.stop();
    // The report first: what was measured before a failure is there when the failure is told.
    // The folder is read off the GUI thread; the run's own rows stand in for a folder that
    // cannot be read.
    auto rows = m_session->summary();
    const QString dir = m_session->resultsDir();
    if (rows.empty()) {
        finishRun(result, error);
        return;
    }
    if (dir.isEmpty()) {
        m_reportPage->showFolder(ResultsFolder{dir, m_runPlanName, std::move(rows), std::nullopt, {}});
        finishRun(result, error);
        return;
    }
    readRunFolder(dir, [this, result, error, dir, rows = std::move(rows)](std::optional<ResultsFolder> folder) mutable {
        m_reportPage->showFolder(folder ? std::move(*folder)
                                        : ResultsFolder{dir, m_runPlanName, std::move(rows), std::nullopt, {}});
        finishRun(result, error);
    });
}

void MainWindow::finishRun(int result, const QString& error) {
    if (QFileInfo::exists(QDir(m_session->resultsDir()).filePath(QStringLiteral("summary.csv"))))
        m_recent->addResults(m_session->resultsDir());
    m_resultsPage->endRun(result, m_stepsDone, m_stepsTotal, error);
    if (m_suiteRunner->isActive()) {
        // A suite's member: the record takes it, then the next member or the suite's end.
        m_suiteRunner->runFinished(result, error);
        return;
    }
    m_startAction->setEnabled(!m_quitting && m_session->isOpen());
    m_stopAction->setEnabled(false);
    if (result == 0) {
        m_progress->setValue(kProgressSteps);
        m_runState = RunState::Done;
        updateEtaLabel();
        const QString dir = m_session->resultsDir();
        showStatus([=] { return tr("Test finished; results in %1").arg(dir); });
    } else {
        m_runState = result == 2 ? RunState::Stopped : RunState::Failed;
        updateEtaLabel();
        const QString dir = m_session->resultsDir();
        showStatus([=] {
            return (result == 2 ? tr("Stopped: %1; results so far in %2")
                                : tr("Failed: %1; results so far in %2"))
                .arg(error, dir);
        });
        // In the page, not in a modal box: the window stays usable and the report readable.
        if (result == 1) m_resultsPage->showFailure(error, m_session->resultsDir());
    }
    Q_EMIT runFinished(result);
    if (m_quitAfterRun) {
        m_quitAfterRun = false;
        finishQuit();
    }
}

}  // namespace iometry::gui
