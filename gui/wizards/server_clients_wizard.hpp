#pragma once
// "One server, several clients": how a server holds up with 1, 2, 3 … clients. The server's
// dynamo holds one TCP worker per client, bound to the server's address, each paired with
// a partner on that client's dynamo. Every pair runs at once; the Results page shows each
// pair as a worker row and the server's total as the "all" row. In loopback everything runs
// on the one local dynamo over 127.0.0.1.
//
// Fields (QWizard::field / setField), for tests and scripting:
//   "loopback", "severalHosts"        bool, exclusive
//   "clientCount"                     int, 1–8
//   "serverAddress"                   QString (several hosts only)
//   "clientDynamo<i>", "clientAddress<i>"   QString, i = 1 … 8 (several hosts only)
//   "transmit", "receive", "duplex"   bool, exclusive; the server's point of view
//   "sizeIndex"                       int, index into model::classicSizes() (default 64 KiB)
//   "runS", "rampS"                   double, seconds
//   "sampleMs", "repeats"             int
//   "aggregate"                       int: 0 mean, 1 median, 2 best
//   "planName"                        QString (summary page)

#include <QString>
#include <vector>

#include "gui/wizards/local_addresses.hpp"
#include "gui/wizards/plan_wizard.hpp"
#include "gui/wizards/repeats_page.hpp"
#include "gui/wizards/throughput_modes.hpp"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace iometry::gui {

class ServerHostsPage : public CheckedPage {
    Q_OBJECT

public:
    static constexpr int kMaxClients = 8;
    /** The server's dynamo when the clients are other hosts (started on this machine). */
    static constexpr const char* kServerDynamo = "server";

    struct Client {
        QString dynamo;
        QString address;
    };

    explicit ServerHostsPage(QWidget* parent = nullptr);

    bool isLoopback() const;
    int clientCount() const;
    QString serverAddress() const;
    /** The clients in use, as typed (several hosts) or as loopback makes them. */
    std::vector<Client> clients() const;
    void setLocalAddresses(const std::vector<InterfaceAddress>& addresses);

    QString check() const override;

private:
    void updateRows();

    QRadioButton* m_loopback;
    QRadioButton* m_severalHosts;
    QSpinBox* m_count;
    QGroupBox* m_hosts;
    AddressField* m_serverAddress;
    std::vector<QLabel*> m_rowLabels;
    std::vector<QLineEdit*> m_dynamos;
    std::vector<QLineEdit*> m_addresses;
};

class ServerTestPage : public CheckedPage {
    Q_OBJECT

public:
    explicit ServerTestPage(QWidget* parent = nullptr);

    ThroughputMode mode() const;
    std::uint64_t requestSize() const;
    double runS() const;
    double rampS() const;
    int sampleMs() const;

    QString check() const override { return {}; }

private:
    QRadioButton* m_transmit;
    QRadioButton* m_receive;
    QRadioButton* m_duplex;
    QComboBox* m_size;
    QDoubleSpinBox* m_run;
    QDoubleSpinBox* m_ramp;
    QSpinBox* m_sample;
};

class ServerClientsWizard : public PlanWizard {
    Q_OBJECT

public:
    enum PageId { HostsPageId, TestPageId, RepeatsPageId, SummaryPageId };

    /** @param dynamos the dynamos connected now; the local one's addresses are offered */
    explicit ServerClientsWizard(const std::vector<session::DynamoInfo>& dynamos = {},
                                 QWidget* parent = nullptr);

    void setDynamos(const std::vector<session::DynamoInfo>& dynamos) override;

    ServerHostsPage* hostsPage() const { return m_hosts; }

protected:
    model::Plan buildPlan() const override;
    QString summaryHtml(const model::Plan& plan) const override;

private:
    ServerHostsPage* m_hosts;
    ServerTestPage* m_test;
    RepeatsPage* m_repeats;
};

}  // namespace iometry::gui
