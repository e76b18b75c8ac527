#pragma once
// What the wizards of a ping-pong share (each request answered with as many bytes: the fine
// size sweep, the latency and the adapter delay): the page that chooses TCP or UDP, the
// sizes a UDP datagram takes, the worker with its spec, and the wizard whose sizes follow
// the protocol chosen.

#include <QString>
#include <cstdint>
#include <string>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/model/plan.hpp"
#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"

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

/** The sizes of a ping-pong, which follow the protocol chosen: a datagram's with UDP. */
class PingPongSizesPage : public CheckedPage {
    Q_OBJECT

public:
    /** Offers the sizes a ping-pong of this protocol takes. */
    virtual void setUdp(bool udp) = 0;

protected:
    using CheckedPage::CheckedPage;
};

/**
 * A wizard of one ping-pong worker of either protocol (the fine size sweep, the latency):
 * the topology, the protocol (@p Protocol, a PingPongProtocolPage), the sizes (@p Sizes, a
 * PingPongSizesPage, told each change of protocol) and the summary.
 */
template <typename Protocol, typename Sizes>
class PingPongWizard : public PairWizard {
public:
    enum PageId { TopologyPageId, ProtocolPageId, SizesPageId, SummaryPageId };

    Protocol* protocolPage() const { return m_protocol; }
    Sizes* sizesPage() const { return m_sizes; }

protected:
    using PairWizard::PairWizard;

    /** The wizard's pages in their order; the sizes follow the protocol from now on. */
    void setPingPongPages(Protocol* protocol, Sizes* sizes) {
        m_protocol = protocol;
        m_sizes = sizes;
        setPages({protocol, sizes});
        connect(protocol, &PingPongProtocolPage::protocolChanged, sizes, &Sizes::setUdp);
    }

    /** The ping-pong worker of the protocol chosen (pingPongWorker()), @p size bytes first. */
    model::WorkerDef pingPong(model::Plan& plan, std::uint64_t size) const {
        return pingPongWorker(plan, m_protocol->isUdp() ? model::udpKind() : model::tcpKind(),
                              size, "ping-pong", "pingpong");
    }

    Protocol* m_protocol = nullptr;
    Sizes* m_sizes = nullptr;
};

}  // namespace iometry::gui
