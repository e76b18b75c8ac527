#pragma once
// "Latency (round trips)": sockperf's and netperf TCP_RR's question — how long does a round
// trip take, and how long is its tail — for a list of request sizes (docs/plan-format.md,
// "Procedures", request/response latency; examples/loopback-latency.json). One worker whose
// spec is a ping-pong (each request answered with as many bytes), TCP request/response or
// UDP ping-pong; over loopback (one spawned dynamo "local") or across the link under test
// (dynamo "A" spawned here, dynamo "B" started by hand).
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "twoHosts"            bool, exclusive
//   "addressA", "addressB"            QString (two hosts only)
//   "tcp", "udp"                      bool, exclusive
//   "outstanding"                     int, requests in flight, at most 64 (1 with UDP)
//   "size<bytes>"                     bool, one per offered size ("size14" … "size16384")
//   "intervalMs"                      int, pause after each reply; 0: none
//   "trialS"                          double, seconds measured per size
//   "roundTrips"                      int, round trips per size; 0: by time
//   "planName"                        QString (summary page)
// The questions of sizes, interval, count and time are the method's keys
// (gui/wizards/method_fields.hpp).

#include <vector>

#include "engine/methods/latency/latency_method.hpp"
#include "gui/wizards/method_fields.hpp"
#include "gui/wizards/pair_wizard.hpp"
#include "gui/wizards/ping_pong.hpp"
#include "gui/wizards/value_checks.hpp"

class QLabel;
class QSpinBox;

namespace iometry::gui {

/**
 * The request sizes the wizard offers, smallest first: the procedure's default list
 * (checked at first), sockperf's 14 B and 1472 B, a full UDP datagram over IPv4 on a
 * 1500-byte Ethernet frame (unchecked at first).
 */
std::vector<std::int64_t> latencyOfferedSizes();

class LatencyProtocolPage : public PingPongProtocolPage {
    Q_OBJECT

public:
    /**
     * The most requests in flight the wizard offers: it narrows the method's range (the
     * key outstanding), which allows far more than a latency test keeps queued.
     */
    static constexpr int kMaxOutstanding = 64;

    /** @p fields: the method's, which gets the requests in flight. */
    LatencyProtocolPage(MethodFields* fields, QWidget* parent);

    /** Requests in flight: the spin box's with TCP, 1 with UDP. */
    int outstanding() const;

private:
    void setUdp(bool udp);

    QSpinBox* m_outstanding;
    QLabel* m_outstandingText;
    int m_tcpOutstanding = 1;  ///< the TCP value, kept while UDP forces 1
    MethodFields* m_fields;
};

class LatencySizesPage : public PingPongSizesPage {
    Q_OBJECT

public:
    /** @p fields: the method's, which gets the interval, the count and the time. */
    LatencySizesPage(MethodFields* fields, QWidget* parent);

    /**
     * With UDP the sizes below a datagram's 18 bytes are unchecked and disabled; back with
     * TCP they are checked again as they were.
     */
    void setUdp(bool udp) override;

    /**
     * The method's settings as the pages stand: the values of its fields (the protocol
     * page's too) and the checked sizes.
     */
    model::LatencyParams params() const;
    /** The checked sizes the protocol takes, smallest first. */
    std::vector<std::int64_t> sizes() const;
    ValueChecks* sizeChecks() const { return m_sizes; }

    QString check() const override;

private:
    void dropSmallSizes();

    bool m_udp = false;
    MethodFields* m_fields;
    ValueChecks* m_sizes;
    QLabel* m_sizesText;
    std::vector<bool> m_tcpChecked;  ///< the small sizes' boxes as TCP left them
};

class LatencyWizard : public PingPongWizard<LatencyProtocolPage, LatencySizesPage> {
    Q_OBJECT

public:
    /** @param dynamos the dynamos connected now; the local one's addresses are offered for A */
    explicit LatencyWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                           QWidget* parent = nullptr);

    /**
     * Warm-up before each size, not measured (as examples/loopback-latency.json); none when
     * a count of round trips is asked, which are all measured.
     */
    static constexpr double kRampS = 0.5;

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;
};

}  // namespace iometry::gui
