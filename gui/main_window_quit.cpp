#include "gui/main_window.hpp"

// Quitting: a run going on is stopped first (after asking, unless a script quits), then the
// session closes off the GUI thread, then the window (docs/architecture.md, "The workbench (gui/)").

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>

#include "gui/session_controller.hpp"

namespace iometry::gui {

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_quitReady) {  // the session is closed: the window may go
        event->accept();
        return;
    }
    // The window closes only once the session has: the close runs off the GUI thread
    // (up to a few seconds of byes and reaping), and finishQuit() closes the window after it.
    event->ignore();
    if (m_quitting || !maybeSave()) return;
    if (m_session->isRunning() || m_suiteRunner->isActive()) {
        QMessageBox box(QMessageBox::Question, tr("A test is running"),
                        tr("A test is running. Stop it and quit? Everything measured so far "
                           "is kept in %1.")
                            .arg(QDir::toNativeSeparators(m_session->resultsDir())),
                        QMessageBox::NoButton, this);
        box.setObjectName("quitDuringRun");
        QPushButton* stopAndQuit = box.addButton(tr("Stop the run and quit"), QMessageBox::AcceptRole);
        stopAndQuit->setObjectName("stopAndQuit");
        box.setDefaultButton(box.addButton(QMessageBox::Cancel));
        box.exec();
        // The run may have ended while the question was open: quit all the same.
        if (box.clickedButton() != stopAndQuit) return;
        m_quitting = true;
        m_startAction->setEnabled(false);
        if (m_session->isRunning() || m_suiteRunner->isActive()) {
            // onRunFinished() (onSuiteFinished() for a suite) goes on with finishQuit()
            m_quitAfterRun = true;
            stopAll();
            showStatus([=] { return tr("Stopping the run; Iometry quits when it is over…"); });
            return;
        }
    }
    m_quitting = true;
    finishQuit();
}

void MainWindow::quitWithoutAsking() {
    if (m_quitting) return;
    m_quitting = true;
    m_startAction->setEnabled(false);
    if (m_session->isRunning() || m_suiteRunner->isActive()) {
        // onRunFinished() (onSuiteFinished() for a suite) goes on with finishQuit()
        m_quitAfterRun = true;
        stopAll();
        return;
    }
    finishQuit();
}

void MainWindow::finishQuit() {
    m_quitting = true;
    m_startAction->setEnabled(false);
    saveWindowSettings();
    showStatus([=] { return tr("Closing the session…"); });
    // Nothing is left to do in the window: it goes at once, the session closes behind it.
    hide();
    connect(
        m_session, &SessionController::closed, this,
        [this] {
            m_quitReady = true;
            close();
            // The window was hidden before it closed, which Qt does not count as the last
            // window closing: end the event loop here (nothing when none runs).
            if (QGuiApplication::quitOnLastWindowClosed()) QCoreApplication::quit();
        },
        Qt::SingleShotConnection);
    m_session->close();
}

}  // namespace iometry::gui
