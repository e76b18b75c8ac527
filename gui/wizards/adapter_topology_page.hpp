#pragma once
// Where the two ends of one worker run: over loopback on this machine, or from host A (this
// machine) to host B (started by hand). Every wizard of a single pair asks it first.

#include <QString>
#include <vector>

#include "engine/model/plan.hpp"
#include "gui/wizards/checked_page.hpp"
#include "gui/wizards/local_addresses.hpp"

class QLineEdit;
class QRadioButton;

namespace iometry::gui {

/**
 * Loopback, or two hosts A (this machine) and B (started by hand): where the two ends of
 * one worker run. Every wizard of a single pair uses it; each says in its own words what
 * the choices measure.
 */
class AdapterTopologyPage : public CheckedPage {
    Q_OBJECT

public:
    /** What the page says; an empty text keeps the adapter throughput wizard's. */
    struct Texts {
        QString subtitle;
        QString loopbackChoice;  ///< the loopback radio button
        QString loopbackText;    ///< the grey line under it
        QString twoHostsText;    ///< the grey line under the two-hosts radio button
        /**
         * Non-empty: the plan cannot run over loopback at all. The page then offers two
         * hosts only (no loopback choice) and refuses a loopback address with this sentence
         * after its own "Host A: 127.0.0.1 is a loopback address.".
         */
        QString loopbackRefusal{};
    };

    /** The page of the adapter throughput wizard (a TCP pair). */
    explicit AdapterTopologyPage(QWidget* parent = nullptr);
    AdapterTopologyPage(const Texts& texts, QWidget* parent);

    bool isLoopback() const;
    QString addressA() const;
    QString addressB() const;
    AddressField* addressAField() const { return m_addressA; }
    void setLocalAddresses(const std::vector<InterfaceAddress>& addresses);
    /** What the local dynamo reports of host A's address; null on loopback or if unknown. */
    const InterfaceAddress* interfaceA() const;

    /**
     * Puts @p worker on the topology: one spawned dynamo "local" over 127.0.0.1, or a
     * spawned "A" bound to host A's address and a hand-started "B" as its peer (then the
     * plan waits a minute for B). Sets the plan's dynamos and the worker's dynamo, bind and
     * peer.
     */
    void placeWorker(model::Plan& plan, model::WorkerDef& worker) const;
    /** The summary's topology line (rich text). */
    QString summaryText() const;
    /** "loopback", or "10.0.0.1 to 10.0.0.2": how plan names end. */
    QString nameSuffix() const;

    QString check() const override;

private:
    void updateEnabled();

    QRadioButton* m_loopback;
    QRadioButton* m_twoHosts;
    QWidget* m_hosts;
    AddressField* m_addressA;
    QLineEdit* m_addressB;
    QString m_loopbackRefusal;
};

}  // namespace iometry::gui
