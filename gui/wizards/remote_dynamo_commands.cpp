#include "gui/wizards/remote_dynamo_commands.hpp"

#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/wizard_text.hpp"

namespace iometry::gui {

QString managerHostPort(const QString& address, quint16 port) {
    return QString::fromStdString(model::hostPort(address.toStdString(), port));
}

QString windowManagerAddress(const ManagerEndpoint& window, const QString& addressA) {
    if (window.port == 0 || window.host.isEmpty())
        return {};
    const bool everyAddress = model::isWildcardAddress(window.host.toStdString());
    return managerHostPort(everyAddress ? addressA : window.host, window.port);
}

QString windowListenWarning(const ManagerEndpoint& window) {
    if (window.port == 0 || window.host.isEmpty())
        return WizardText::tr(
            "This window is not listening for dynamos now (Dynamos → Add a "
            "remote dynamo…).");
    if (isLoopbackAddress(window.host))
        return WizardText::tr(
                   "This window listens on %1, which only this host reaches: a dynamo "
                   "on another host cannot connect. Listen on an address the other "
                   "hosts reach first (Dynamos → Add a remote dynamo…, Listen "
                   "address, Apply); the command changes with it.")
            .arg(window.host);
    return {};
}

QString commandHtml(const QStringList& lines) {
    QStringList escaped;
    for (const QString& line : lines)
        escaped << line.toHtmlEscaped();
    return QStringLiteral("<pre style='margin-left:12px'>%1</pre>").arg(escaped.join('\n'));
}

QString twoHostCommandsText(const QString& addressA) {
    return WizardText::tr(
               "On host A: iometry-run PLAN.json --results DIR --listen %1 "
               "--token-file TOKEN. On host B: iometry-dynamo --manager %1 --name B "
               "--token-file TOKEN")
        .arg(managerHostPort(addressA, kHeadlessManagerPort));
}

QString remoteDynamoCommandsHtml(const QString& intro, const QString& addressA,
                                 const ManagerEndpoint& window, const QString& dynamoName) {
    const QString command =
        QStringLiteral("iometry-dynamo --manager %1 --name %2 --token-file TOKEN");
    const QString joinWindow = windowManagerAddress(window, addressA);
    QString html = QStringLiteral("<p>") + intro;
    if (!joinWindow.isEmpty())
        html += QLatin1Char(' ') +
                WizardText::tr(
                    "To join this window, which listens on %1, run there (TOKEN: the "
                    "token file Dynamos → Add a remote dynamo… saves):")
                    .arg(managerHostPort(window.host, window.port).toHtmlEscaped());
    html += QStringLiteral("</p>");
    if (!joinWindow.isEmpty())
        html += commandHtml({command.arg(joinWindow, dynamoName)});
    const QString warning = windowListenWarning(window);
    if (!warning.isEmpty())
        html += QStringLiteral("<p style='color:#b00000'>⚠ %1</p>").arg(warning.toHtmlEscaped());
    const QString headless = managerHostPort(addressA, kHeadlessManagerPort);
    html += WizardText::tr("<p>Or headless: the first command on host A, the second there:</p>");
    html += commandHtml(
        {QStringLiteral("iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN")
             .arg(headless),
         command.arg(headless, dynamoName)});
    return html;
}

QString twoHostCommandsHtml(const QString& addressA, const ManagerEndpoint& window) {
    return remoteDynamoCommandsHtml(
        WizardText::tr("Dynamo B does not start by itself: start it on host B."), addressA, window,
        QStringLiteral("B"));
}

}  // namespace iometry::gui
