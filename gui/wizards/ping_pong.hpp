#pragma once
// What the wizards of a ping-pong share (each request answered with as many bytes: the fine
// size sweep, the latency and the adapter delay): the page that chooses TCP or UDP, the
// sizes a UDP datagram takes, and the worker with its spec.

#include <QString>
#include <cstdint>
#include <string>

#include "engine/kinds/worker_kind.hpp"
#include "engine/model/plan.hpp"
#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/method_fields.hpp"

class QRadioButton;
class QVBoxLayout;

namespace iometry::gui {

/**
 * The part of @p range a UDP ping-pong takes: a datagram's payload, 18 … 65507 bytes
 * (engine/kinds/udp/udp_kind.hpp).
 */
IntegerRange datagramSizes(const IntegerRange& range);

/**
 * @p plan's spec "@p spec": one line that asks @p size bytes, answered with as many, the
 * holder asking (read 0); and the worker @p name of @p kind that runs it, one request in
 * flight, not yet placed. The procedure gives every step its size; the line holds the first.
 */
model::WorkerDef pingPongWorker(model::Plan& plan, const model::WorkerKind& kind,
                                std::uint64_t size, const std::string& spec,
                                const std::string& name);

/** TCP or UDP: the protocol of the ping-pong, each choice explained in the wizard's words. */
class PingPongProtocolPage : public CheckedPage {
    Q_OBJECT

public:
    bool isUdp() const;
    QString check() const override { return {}; }

Q_SIGNALS:
    void protocolChanged(bool udp);

protected:
    struct Texts {
        QString subtitle;
        QString tcpChoice;  ///< the TCP radio button
        QString tcpText;    ///< the grey line under it
        QString udpText;    ///< the grey line under the UDP one
    };

    /** The page with the two choices; the derived page adds its rows and the reason line. */
    PingPongProtocolPage(const Texts& texts, QWidget* parent);
    QVBoxLayout* pageLayout() const { return m_layout; }

private:
    QRadioButton* m_tcp;
    QRadioButton* m_udp;
    QVBoxLayout* m_layout;
};

}  // namespace iometry::gui
