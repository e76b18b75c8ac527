#pragma once
// What a summary tells of a dynamo on another host: where this window listens for it, and
// the commands that start it, to join this window or a headless run of the plan.

#include <QString>
#include <QStringList>

namespace iometry::gui {

/** "10.0.0.1:5201", or "[fd00::1]:5201" for IPv6: where remote dynamos find the manager. */
QString managerHostPort(const QString& address, quint16 port);

/**
 * The port of the headless commands the summaries offer (iometry-run --listen on host A and
 * iometry-dynamo --manager on the others): any fixed port does, the same in both.
 */
constexpr quint16 kHeadlessManagerPort = 5201;

/** Where this window's pool listens for dynamos (SessionController); port 0: it does not. */
struct ManagerEndpoint {
    QString host;      ///< the listen address; 0.0.0.0 or :: for every address of this host
    quint16 port = 0;  ///< the port actually bound
};

/**
 * HOST:PORT that a dynamo on another host names to join this window: the listen address,
 * or @p addressA (this host's address in the plan) when the window listens on every
 * address; empty while it does not listen.
 */
QString windowManagerAddress(const ManagerEndpoint& window, const QString& addressA);

/**
 * Why dynamos on other hosts cannot join this window as it listens (a loopback address, or
 * not listening), with where to change it; empty when they can.
 */
QString windowListenWarning(const ManagerEndpoint& window);

/** Shell commands as a block that keeps its lines (rich text). */
QString commandHtml(const QStringList& lines);

/**
 * The summary's commands for a dynamo @p dynamoName on another host, after the sentence
 * @p intro: the one that joins this window (where @p window listens; a warning beside it
 * when other hosts cannot reach that), and the headless pair that runs the plan without the
 * window (iometry-run on host A, @p addressA, listening on kHeadlessManagerPort).
 */
QString remoteDynamoCommandsHtml(const QString& intro, const QString& addressA,
                                 const ManagerEndpoint& window, const QString& dynamoName);

/**
 * The summary's paragraphs for a two-host plan: how to start dynamo B by hand on host B,
 * to join this window or a headless run on host A (remoteDynamoCommandsHtml()).
 */
QString twoHostCommandsHtml(const QString& addressA, const ManagerEndpoint& window);

/**
 * The headless commands in one sentence, for a two-host plan's description (a plan file
 * outlives this window's port: it names kHeadlessManagerPort on both hosts).
 */
QString twoHostCommandsText(const QString& addressA);

}  // namespace iometry::gui
