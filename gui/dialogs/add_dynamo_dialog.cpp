#include "gui/dialogs/add_dynamo_dialog.hpp"

#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/model/address.hpp"
#include "engine/model/plan.hpp"
#include "engine/protocol/auth.hpp"
#include "gui/language.hpp"

namespace iometry::gui {
namespace {

constexpr int kInterfaceRole = Qt::UserRole + 1;  // a listen address item's interface

struct HostAddress {
    QString address;
    QString interface;
    bool ipv4 = true;
};

/** Addresses of the interfaces that are up, IPv4 first; no loopback, no IPv6 link-local. */
std::vector<HostAddress> listHostAddresses() {
    std::vector<HostAddress> out;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface& nic : interfaces) {
        if (!nic.flags().testFlag(QNetworkInterface::IsUp) ||
            nic.flags().testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : nic.addressEntries()) {
            const QString ip = entry.ip().toString();
            const std::string text = ip.toStdString();
            const model::IpFamily family = model::ipFamily(text);
            // An IPv6 link-local address needs a scope (%eth0) that only this host knows: Qt
            // writes it with the scope, which is no address of a plan.
            if (family == model::IpFamily::Invalid || model::isLoopbackAddress(text) ||
                model::isLinkLocalAddress(text))
                continue;
            out.push_back({ip, nic.humanReadableName(), family == model::IpFamily::V4});
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const HostAddress& a, const HostAddress& b) { return a.ipv4 && !b.ipv4; });
    return out;
}

/** Single quotes when the text holds anything a shell could read differently. */
QString shellWord(const QString& text) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.,:/+=@%-]+$"));
    if (plain.match(text).hasMatch()) return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

}  // namespace

QString AddDynamoDialog::dynamoCommand(const QString& address, quint16 port, const QString& name) {
    const QString host = QString::fromStdString(model::bracketedHost(
        shellWord(address.isEmpty() ? QStringLiteral("ADDRESS") : address).toStdString()));
    const QString portText = port ? QString::number(port) : QStringLiteral("PORT");
    return QStringLiteral("iometry-dynamo --manager %1:%2 --name %3 --token-file token")
        .arg(host, portText, shellWord(name.isEmpty() ? QStringLiteral("NAME") : name));
}

QString AddDynamoDialog::iometerCommand(const QString& address, quint16 port, const QString& name) {
    return QStringLiteral("dynamo -i %1 -p %2 -m ITS_ADDRESS -n %3")
        .arg(shellWord(address.isEmpty() ? QStringLiteral("ADDRESS") : address), QString::number(port),
             shellWord(name.isEmpty() ? QStringLiteral("NAME") : name));
}

QString AddDynamoDialog::tokenFileCommand(const QString& token) {
    return QStringLiteral("echo %1 > token && chmod 600 token").arg(shellWord(token));
}

QString AddDynamoDialog::addressWarning(const QString& listenHost) {
    if (model::isLoopbackAddress(listenHost.toStdString()))
        return tr("%1 is reachable from this host only: a remote dynamo cannot connect to it. "
                  "Choose an address of this host that the remote host can reach, then press "
                  "Apply.")
            .arg(listenHost);
    if (model::isWildcardAddress(listenHost.toStdString()))
        return tr("%1 listens on every address of this host, but the command must name one "
                  "that the remote host can reach: pick it under “Remote hosts connect "
                  "to”.")
            .arg(listenHost);
    return {};
}

AddDynamoDialog::AddDynamoDialog(SessionController* session, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_address(new QComboBox(this)),
      m_port(new QSpinBox(this)),
      m_token(new QLineEdit(this)),
      m_iometerBox(new QGroupBox(this)),
      m_iometerPort(new QSpinBox(this)),
      m_iometerNames(new QLineEdit(this)),
      m_iometerCommand(new QLineEdit(this)),
      m_copyToken(new QPushButton(this)),
      m_newToken(new QPushButton(this)),
      m_saveToken(new QPushButton(this)),
      m_status(new QLabel(this)),
      m_name(new QLineEdit(this)),
      m_nameHint(new QLabel(this)),
      m_connectLabel(new QLabel(this)),
      m_connect(new QComboBox(this)),
      m_warningFrame(new QWidget(this)),
      m_warning(new QLabel(this)),
      m_command(new QPlainTextEdit(this)),
      m_copyCommand(new QPushButton(this)),
      m_note(new QLabel(this)),
      m_pendingRow(new QWidget(this)),
      m_pending(new QLabel(m_pendingRow)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Close, this)) {
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    auto* intro = new QLabel(this);
    intro->setWordWrap(true);

    // Where this workbench listens; the items are named with the other texts below.
    m_address->setObjectName(QStringLiteral("listenAddress"));
    m_address->addItem(QString(), QStringLiteral("127.0.0.1"));
    m_address->addItem(QString(), QStringLiteral("0.0.0.0"));
    const auto addresses = listHostAddresses();
    for (const HostAddress& a : addresses) {
        if (m_address->findData(a.address) >= 0) continue;
        m_address->addItem(QString(), a.address);
        m_address->setItemData(m_address->count() - 1, a.interface, kInterfaceRole);
    }
    m_port->setObjectName(QStringLiteral("listenPort"));
    m_port->setRange(0, 65535);
    m_token->setObjectName(QStringLiteral("token"));
    m_copyToken->setObjectName(QStringLiteral("copyToken"));
    m_newToken->setObjectName(QStringLiteral("newToken"));
    m_saveToken->setObjectName(QStringLiteral("saveToken"));
    m_copyCommand->setObjectName(QStringLiteral("copyCommand"));
    m_token->setReadOnly(true);
    m_token->setFont(fixed);
    m_token->setMinimumWidth(QFontMetrics(fixed).horizontalAdvance(QString(64, QLatin1Char('0'))) + 16);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* tokenRow = new QHBoxLayout;
    tokenRow->addWidget(m_token, 1);
    tokenRow->addWidget(m_copyToken);
    tokenRow->addWidget(m_newToken);
    auto* saveRow = new QHBoxLayout;
    saveRow->addWidget(m_saveToken);
    saveRow->addStretch(1);

    auto* listenBox = new QGroupBox(this);
    auto* listenForm = new QFormLayout(listenBox);
    auto* addressLabel = new QLabel(listenBox);
    auto* portLabel = new QLabel(listenBox);
    auto* tokenLabel = new QLabel(listenBox);
    auto* statusLabel = new QLabel(listenBox);
    // As addRow() with a text would: each label names its field.
    addressLabel->setBuddy(m_address);
    portLabel->setBuddy(m_port);
    statusLabel->setBuddy(m_status);
    listenForm->addRow(addressLabel, m_address);
    listenForm->addRow(portLabel, m_port);
    listenForm->addRow(tokenLabel, tokenRow);
    listenForm->addRow(QString(), saveRow);
    listenForm->addRow(statusLabel, m_status);

    // What to run on the remote host.
    m_name->setObjectName(QStringLiteral("dynamoName"));
    m_name->setMaxLength(static_cast<int>(model::kMaxNameLength));
    m_nameHint->setObjectName(QStringLiteral("nameHint"));
    m_connect->setObjectName(QStringLiteral("connectAddress"));
    m_connect->setEditable(true);
    m_connect->setInsertPolicy(QComboBox::NoInsert);
    for (const HostAddress& a : addresses)
        if (m_connect->findText(a.address) < 0) m_connect->addItem(a.address);
    m_warning->setObjectName(QStringLiteral("warning"));
    m_warning->setWordWrap(true);
    auto* warningIcon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    warningIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize));
    warningIcon->setAlignment(Qt::AlignTop);
    auto* warningFrame = m_warningFrame;
    auto* warningRow = new QHBoxLayout(warningFrame);
    warningRow->setContentsMargins(0, 0, 0, 0);
    warningRow->addWidget(warningIcon, 0, Qt::AlignTop);
    warningRow->addWidget(m_warning, 1);
    warningFrame->setObjectName(QStringLiteral("warningFrame"));

    m_command->setObjectName(QStringLiteral("command"));
    m_command->setReadOnly(true);
    m_command->setFont(fixed);
    m_command->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_command->setTabChangesFocus(true);
    const QFontMetrics fm(fixed);
    m_command->setFixedHeight(fm.lineSpacing() * 2 + 2 * m_command->frameWidth() + 12 +
                              style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    m_command->setMinimumWidth(
        std::min(fm.horizontalAdvance(tokenFileCommand(QString(64, QLatin1Char('0')))) + 24, 900));
    auto* commandRow = new QHBoxLayout;
    commandRow->addStretch(1);
    commandRow->addWidget(m_copyCommand);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("note"));
    m_pending->setObjectName(QStringLiteral("pending"));
    m_pending->setWordWrap(true);
    auto* pendingIcon = new QLabel(m_pendingRow);
    pendingIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(iconSize));
    auto* pendingLayout = new QHBoxLayout(m_pendingRow);
    pendingLayout->setContentsMargins(0, 0, 0, 0);
    pendingLayout->addWidget(pendingIcon, 0, Qt::AlignTop);
    pendingLayout->addWidget(m_pending, 1);

    auto* runLabel = new QLabel(this);
    runLabel->setWordWrap(true);

    auto* remoteBox = new QGroupBox(this);
    m_remoteForm = new QFormLayout(remoteBox);
    auto* nameLabel = new QLabel(remoteBox);
    nameLabel->setBuddy(m_name);
    m_remoteForm->addRow(nameLabel, m_name);
    m_remoteForm->addRow(QString(), m_nameHint);
    m_remoteForm->addRow(m_connectLabel, m_connect);
    m_remoteForm->addRow(warningFrame);
    m_remoteForm->addRow(runLabel);
    m_remoteForm->addRow(m_command);
    m_remoteForm->addRow(commandRow);
    m_remoteForm->addRow(m_note);

    // Stock IOmeter dynamos: off unless turned on, only the names given.
    m_iometerBox->setObjectName(QStringLiteral("iometerBox"));
    m_iometerBox->setCheckable(true);
    m_iometerPort->setObjectName(QStringLiteral("iometerPort"));
    m_iometerPort->setRange(1, 65535);
    m_iometerNames->setObjectName(QStringLiteral("iometerNames"));
    m_iometerCommand->setObjectName(QStringLiteral("iometerCommand"));
    m_iometerCommand->setReadOnly(true);
    m_iometerCommand->setFont(fixed);
    // Shown only when turned on: the dialog stays as short as before for everyone else.
    m_iometerBody = new QWidget(m_iometerBox);
    QWidget* iometerBody = m_iometerBody;
    auto* iometerOuter = new QVBoxLayout(m_iometerBox);
    iometerOuter->setContentsMargins(0, 0, 0, 0);
    iometerOuter->addWidget(iometerBody);
    auto* iometerForm = new QFormLayout(iometerBody);
    auto* iometerPortLabel = new QLabel(iometerBody);
    auto* iometerNamesLabel = new QLabel(iometerBody);
    auto* iometerWarning = new QLabel(iometerBody);
    iometerWarning->setObjectName(QStringLiteral("iometerWarning"));
    iometerWarning->setWordWrap(true);
    iometerPortLabel->setBuddy(m_iometerPort);
    iometerNamesLabel->setBuddy(m_iometerNames);
    auto* iometerRow = new QHBoxLayout;
    iometerRow->addWidget(m_iometerPort);
    iometerRow->addWidget(iometerNamesLabel);
    iometerRow->addWidget(m_iometerNames, 1);
    iometerForm->addRow(iometerPortLabel, iometerRow);
    iometerForm->addRow(m_iometerCommand);
    iometerForm->addRow(iometerWarning);
    iometerBody->setVisible(false);
    connect(m_iometerBox, &QGroupBox::toggled, iometerBody, [this](bool on) {
        m_iometerBody->setVisible(on);
        fitToContents();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(listenBox);
    layout->addWidget(remoteBox);
    layout->addWidget(m_iometerBox);
    layout->addWidget(m_pendingRow);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_address, &QComboBox::currentIndexChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_port, &QSpinBox::valueChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_token, &QLineEdit::textChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_name, &QLineEdit::textChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_connect, &QComboBox::currentTextChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_iometerBox, &QGroupBox::toggled, this, &AddDynamoDialog::updateCommand);
    connect(m_iometerPort, &QSpinBox::valueChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_iometerNames, &QLineEdit::textChanged, this, &AddDynamoDialog::updateCommand);
    connect(m_copyToken, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_token->text()); });
    connect(m_newToken, &QPushButton::clicked, this, &AddDynamoDialog::newToken);
    connect(m_saveToken, &QPushButton::clicked, this, &AddDynamoDialog::saveTokenFile);
    connect(m_copyCommand, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(commandText() + QLatin1Char('\n')); });
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &AddDynamoDialog::onApplyClicked);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_session, &SessionController::dynamoConnected, this, &AddDynamoDialog::updateStatus);
    connect(m_session, &SessionController::dynamoLost, this, &AddDynamoDialog::updateStatus);
    connect(m_session, &SessionController::closing, this, &AddDynamoDialog::updateStatus);
    connect(m_session, &SessionController::reopened, this, &AddDynamoDialog::onReopened);

    // A name no connected dynamo has yet: B, C, …
    QStringList taken;
    for (const auto& d : m_session->dynamos()) taken << QString::fromStdString(d.name);
    QString suggestion = QStringLiteral("B");
    for (char c = 'B'; c <= 'Z'; ++c) {
        if (!taken.contains(QString(QLatin1Char(c)))) {
            suggestion = QString(QLatin1Char(c));
            break;
        }
    }
    m_name->setText(suggestion);

    loadCurrentSettings();

    onLanguageChange(this, [=, this] {
        setWindowTitle(tr("Add a remote dynamo"));
        intro->setText(
            tr("A dynamo on another host connects out to this workbench, proves that it holds "
               "the token, and then appears in the topology tree. Nothing has to listen on the "
               "remote host."));
        retranslateAddresses();
        m_port->setSpecialValueText(tr("0 (any free port)"));
        m_port->setToolTip(tr("A fixed port, such as 5201, keeps the command valid when Iometry "
                              "starts again; 0 lets the system choose a free one."));
        m_copyToken->setText(tr("Copy"));
        m_newToken->setText(tr("New token"));
        m_newToken->setToolTip(tr("Makes a new random token when you press Apply; dynamos "
                                  "holding the old one can no longer join."));
        m_saveToken->setText(tr("Save token file…"));
        m_saveToken->setToolTip(tr("Writes the token to a file readable by you only, to copy to "
                                   "the remote host (for example with scp)."));
        listenBox->setTitle(tr("Where Iometry listens for dynamos"));
        addressLabel->setText(tr("Listen address:"));
        portLabel->setText(tr("Port:"));
        tokenLabel->setText(tr("Token:"));
        statusLabel->setText(tr("Status:"));
        remoteBox->setTitle(tr("On the remote host"));
        nameLabel->setText(tr("Dynamo name:"));
        m_name->setPlaceholderText(tr("for example B"));
        m_connectLabel->setText(tr("Remote hosts connect to:"));
        m_connect->setToolTip(tr("An address (or name) of this host that the remote host "
                                 "reaches; it goes into the command."));
        runLabel->setText(tr("Run these commands there (the first one creates the token "
                             "file; copying a saved token file works too):"));
        m_copyCommand->setText(tr("Copy commands"));
        m_note->setText(tr("The dynamo appears in the topology tree once it connects. Anyone "
                           "holding the token can join and run tests: keep the token file "
                           "readable by you only."));
        m_iometerBox->setTitle(tr("Let in stock IOmeter 1.1 dynamos"));
        iometerPortLabel->setText(tr("Login port:"));
        iometerNamesLabel->setText(tr("Their names:"));
        m_iometerNames->setPlaceholderText(tr("for example W2019, LAB-2 (comma-separated)"));
        m_iometerNames->setToolTip(tr("Only dynamos logging in under these names (their -n) are let in; a plan "
                                      "names each as a dynamo with \"protocol\": \"iometer\"."));
        iometerWarning->setText(tr("IOmeter's protocol has no authentication: anyone who reaches this port "
                                   "and knows a name can log in a dynamo under it, and this workbench "
                                   "connects back to the address a login came from. Turn it on only on a "
                                   "network you trust, and name the dynamos."));
        // The status, the name's rule, the warnings and the pending note, from the state.
        updateStatus();
    });
}

void AddDynamoDialog::retranslateAddresses() {
    for (int i = 0; i < m_address->count(); ++i) {
        const QString address = m_address->itemData(i).toString();
        const QString nic = m_address->itemData(i, kInterfaceRole).toString();
        if (address == QLatin1String("127.0.0.1"))
            m_address->setItemText(i, tr("127.0.0.1 — this host only"));
        else if (address == QLatin1String("0.0.0.0"))
            m_address->setItemText(i, tr("0.0.0.0 — every IPv4 address"));
        else if (!nic.isEmpty())
            m_address->setItemText(i, tr("%1 — %2").arg(address, nic));
        // An address setListenHost() added stands as it is.
    }
}

void AddDynamoDialog::loadCurrentSettings() {
    const ListenSettings& current = m_session->listenSettings();
    const QSignalBlocker blockAddress(m_address);
    const QSignalBlocker blockPort(m_port);
    const QSignalBlocker blockToken(m_token);
    const QSignalBlocker blockIometer(m_iometerBox);
    const QSignalBlocker blockIometerPort(m_iometerPort);
    const QSignalBlocker blockIometerNames(m_iometerNames);
    setListenHost(current.host);
    m_port->setValue(current.port);
    m_token->setText(current.token);
    m_iometerBox->setChecked(current.iometer);
    m_iometerBody->setVisible(current.iometer);
    m_iometerPort->setValue(current.iometerPort);
    m_iometerNames->setText(current.iometerNames.join(QStringLiteral(", ")));
    updateCommand();
    updateStatus();
}

ListenSettings AddDynamoDialog::pendingSettings() const {
    ListenSettings s;
    s.host = m_address->currentData().toString();
    s.port = static_cast<quint16>(m_port->value());
    s.token = m_token->text();
    s.iometer = m_iometerBox->isChecked();
    s.iometerPort = static_cast<quint16>(m_iometerPort->value());
    for (const QString& name : m_iometerNames->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty()) s.iometerNames << name.trimmed();
    return s;
}

QString AddDynamoDialog::commandText() const { return m_command->toPlainText(); }

QString AddDynamoDialog::warningText() const { return m_warning->text(); }

void AddDynamoDialog::setListenHost(const QString& host) {
    int index = m_address->findData(host);
    if (index < 0) {
        m_address->addItem(host, host);
        index = m_address->count() - 1;
    }
    m_address->setCurrentIndex(index);
}

void AddDynamoDialog::setListenPort(quint16 port) { m_port->setValue(port); }

void AddDynamoDialog::setDynamoName(const QString& name) { m_name->setText(name); }

void AddDynamoDialog::setConnectAddress(const QString& address) {
    m_connect->setCurrentText(address);
}

bool AddDynamoDialog::isWildcard() const {
    return model::isWildcardAddress(pendingSettings().host.toStdString());
}

QString AddDynamoDialog::connectHost() const {
    return isWildcard() ? m_connect->currentText().trimmed() : pendingSettings().host;
}

void AddDynamoDialog::updateCommand() {
    const ListenSettings pending = pendingSettings();
    const ListenSettings& current = m_session->listenSettings();
    const bool changed = !(pending == current);
    const bool wildcard = isWildcard();
    m_remoteForm->setRowVisible(m_connect, wildcard);

    const QString name = m_name->text();
    // The plan's name rule (docs/plan-format.md): the dynamo joins plans under this name.
    const bool nameOk = model::isValidName(name.toStdString());
    // The rule stays in sight; it turns red when the name breaks it.
    m_nameHint->setText(nameOk ? tr("1–64 letters, digits, spaces or _ - . characters")
                               : tr("Not a valid name: use 1–64 letters, digits, spaces or _ - . "
                                    "characters"));
    QPalette hintPalette = palette();
    if (!nameOk) hintPalette.setColor(QPalette::WindowText, QColor(0xc0, 0x10, 0x20));
    m_nameHint->setPalette(hintPalette);

    // Port 0: the command can name the port only once the system has chosen it.
    quint16 port = pending.port;
    if (port == 0 && pending.host == current.host && current.port == 0) port = m_session->port();
    m_command->setPlainText(tokenFileCommand(pending.token) + QLatin1Char('\n') +
                            dynamoCommand(connectHost(), port, name));
    m_copyCommand->setEnabled(nameOk && port != 0 && !connectHost().isEmpty());
    m_iometerCommand->setText(iometerCommand(connectHost(), pending.iometerPort,
                                             pending.iometerNames.value(0)));

    QStringList warnings;
    const QString address = addressWarning(pending.host);
    if (!address.isEmpty()) warnings << address;
    if (pending.port == 0)
        warnings << tr("Port 0 changes every time Iometry starts, and the command with it; "
                       "a fixed port such as 5201 keeps it valid.");
    m_warning->setText(warnings.join(QLatin1Char('\n')));
    m_remoteForm->setRowVisible(m_warningFrame, !warnings.isEmpty());

    m_pending->setText(
        tr("Not applied yet: press Apply to listen with these settings. Every dynamo "
           "reconnects then; remote ones must be started again."));
    m_pendingRow->setVisible(changed);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(changed && !m_session->isClosing());
    fitToContents();
}

void AddDynamoDialog::fitToContents() {
    // Rows and warnings come and go: grow so that no wrapped text is cut off.
    if (!isVisible() || !layout()) return;
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalMinimumSize().height();
    if (needed > height()) resize(width(), needed);
}

void AddDynamoDialog::updateStatus() {
    const ListenSettings& current = m_session->listenSettings();
    QStringList names;
    for (const auto& d : m_session->dynamos()) names << QString::fromStdString(d.name);
    const QString host = QString::fromStdString(model::bracketedHost(current.host.toStdString()));
    const QString where = m_session->port() ? m_session->listenAddress()
                                            : tr("%1 (not listening)").arg(host);
    if (m_session->isClosing())
        m_status->setText(tr("closing the session: every dynamo is told bye, then Iometry "
                             "listens again…"));
    else
        m_status->setText(names.isEmpty() ? tr("listening on %1; no dynamo connected").arg(where)
                                          : tr("listening on %1; connected: %2")
                                                .arg(where, names.join(QLatin1String(", "))));
    // Port 0: the chosen port may have changed with the pool.
    updateCommand();
}

void AddDynamoDialog::newToken() {
    m_token->setText(QString::fromStdString(protocol::randomHex(32)));
}

void AddDynamoDialog::saveTokenFile() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save token file"),
                                                      QDir::home().filePath(QStringLiteral("token")));
    if (path.isEmpty()) return;
    QFile::remove(path);  // a new file, so it is created readable by its owner only
    std::string error;
    if (!protocol::writeTokenFile(QFile::encodeName(path).toStdString(), m_token->text().toStdString(),
                                  error)) {
        QMessageBox::warning(this, tr("Cannot save the token file"), QString::fromStdString(error));
        return;
    }
    QMessageBox::information(this, tr("Token file saved"),
                             tr("Saved the token to %1, readable by you only. Copy it to the "
                                "remote host (for example with scp) and give its path to "
                                "--token-file.")
                                 .arg(QDir::toNativeSeparators(path)));
}

bool AddDynamoDialog::applySettings(QString& error) {
    const ListenSettings pending = pendingSettings();
    if (pending == m_session->listenSettings()) return true;
    if (m_session->isRunning()) {
        error = tr("A test is running. Stop it before changing where Iometry listens: applying "
                   "disconnects every dynamo.");
        return false;
    }
    if (!m_session->reopen(pending, error)) return false;
    m_applying = true;
    updateStatus();
    return true;
}

void AddDynamoDialog::onReopened(bool ok, const QString& error) {
    loadCurrentSettings();
    if (!std::exchange(m_applying, false)) return;
    const bool report = std::exchange(m_reportFailure, false);
    Q_EMIT applied(ok, error);
    if (!ok && report)
        QMessageBox::warning(this, tr("Cannot listen there"),
                             tr("%1\n\nIometry listens as before.").arg(error));
}

void AddDynamoDialog::onApplyClicked() {
    QString error;
    m_reportFailure = true;
    if (!applySettings(error)) {
        m_reportFailure = false;
        QMessageBox::warning(this, tr("Cannot listen there"),
                             tr("%1\n\nIometry listens as before.").arg(error));
    } else if (!m_applying) {
        m_reportFailure = false;
    }
}

}  // namespace iometry::gui
