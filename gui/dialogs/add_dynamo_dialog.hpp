#pragma once
// "Add a remote dynamo": where this workbench listens, the token, and the exact commands
// to run on the remote host, ready to copy (docs/architecture.md, docs/protocol.md). Its texts follow
// a switch of the language while it is open (docs/architecture.md, "The window's languages").

#include <QDialog>
#include <QString>
#include <QStringList>

#include "gui/session_controller.hpp"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace iometry::gui {

class AddDynamoDialog : public QDialog {
    Q_OBJECT

public:
    explicit AddDynamoDialog(SessionController* session, QWidget* parent = nullptr);

    /** "iometry-dynamo --manager ADDRESS:PORT --name NAME --token-file token" (PORT for 0). */
    static QString dynamoCommand(const QString& address, quint16 port, const QString& name);
    /** "dynamo -i ADDRESS -p PORT -m ITS_ADDRESS -n NAME": a stock IOmeter 1.1 dynamo's
     *  login here (docs/iometer-files.md, "IOmeter's dynamos"). */
    static QString iometerCommand(const QString& address, quint16 port, const QString& name);
    /** "echo TOKEN > token && chmod 600 token": the token file on the remote host. */
    static QString tokenFileCommand(const QString& token);
    /** Why remote hosts cannot use @p listenHost as it is; empty when they can. */
    static QString addressWarning(const QString& listenHost);

    /** The settings as the dialog shows them (applied or not). */
    ListenSettings pendingSettings() const;
    /** Both commands for the remote host, one per line, as the dialog shows them. */
    QString commandText() const;
    QString warningText() const;

    /** Selects @p host in the address list, adding it when this host does not have it. */
    void setListenHost(const QString& host);
    void setListenPort(quint16 port);
    void setDynamoName(const QString& name);
    /** Chooses the address the command names when listening on every address. */
    void setConnectAddress(const QString& address);

    /**
     * Listens with pendingSettings() when they differ from the settings in use
     * (SessionController::reopen, which closes the pool off the GUI thread). @return false
     * with @p error when refused; true when there was nothing to do or the reopen began:
     * applied() tells how it ended.
     */
    bool applySettings(QString& error);

Q_SIGNALS:
    /** The reopen applySettings() began is over: listening as asked (@p ok) or as before. */
    void applied(bool ok, const QString& error);

private Q_SLOTS:
    void updateCommand();
    void onApplyClicked();
    void newToken();
    void saveTokenFile();
    void updateStatus();

private:
    void loadCurrentSettings();
    /** Names the listen address items in the current language. */
    void retranslateAddresses();
    QString connectHost() const;
    bool isWildcard() const;
    void fitToContents();
    void onReopened(bool ok, const QString& error);

    SessionController* m_session;
    QComboBox* m_address;
    QSpinBox* m_port;
    QLineEdit* m_token;
    class QGroupBox* m_iometerBox;
    QWidget* m_iometerBody = nullptr;  ///< the box's fields, shown only when it is checked
    QSpinBox* m_iometerPort;
    QLineEdit* m_iometerNames;
    QLineEdit* m_iometerCommand;
    QPushButton* m_copyToken;
    QPushButton* m_newToken;
    QPushButton* m_saveToken;
    QLabel* m_status;
    QLineEdit* m_name;
    QLabel* m_nameHint;
    QLabel* m_connectLabel;
    QComboBox* m_connect;
    QWidget* m_warningFrame;
    QLabel* m_warning;
    QPlainTextEdit* m_command;
    QPushButton* m_copyCommand;
    QLabel* m_note;
    QWidget* m_pendingRow;
    QLabel* m_pending;
    QDialogButtonBox* m_buttons;
    QFormLayout* m_remoteForm = nullptr;
    bool m_applying = false;         // applySettings() began a reopen
    bool m_reportFailure = false;    // …from the Apply button: a failure is shown in a box
};

}  // namespace iometry::gui
