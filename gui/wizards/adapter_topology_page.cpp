#include "gui/wizards/adapter_topology_page.hpp"

#include <QButtonGroup>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>
#include <utility>

#include "gui/wizards/form_rows.hpp"

namespace iometry::gui {

AdapterTopologyPage::AdapterTopologyPage(QWidget* parent) : AdapterTopologyPage(Texts{}, parent) {
}

AdapterTopologyPage::AdapterTopologyPage(const Texts& texts, QWidget* parent)
    : CheckedPage(parent),
      m_loopback(new QRadioButton(texts.loopbackChoice.isEmpty()
                                      ? tr("&Loopback: both ends on this machine (127.0.0.1)")
                                      : texts.loopbackChoice,
                                  this)),
      m_twoHosts(new QRadioButton(tr("&Two hosts: this machine (A) and another one (B)"), this)),
      m_hosts(new QWidget(this)),
      m_addressA(new AddressField(this)),
      m_addressB(new QLineEdit(this)),
      m_loopbackRefusal(texts.loopbackRefusal) {
    // Hosts and addresses are the network of today, not values to carry to the next plan.
    setRemembersFields(false);
    setTitle(tr("Topology"));
    setSubTitle(texts.subtitle.isEmpty()
                    ? tr("Where the two ends of the TCP pair run. The data path is exactly host "
                         "A's address to host B's address, so these choose the adapter under "
                         "test.")
                    : texts.subtitle);
    m_loopback->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_loopback);
    group->addButton(m_twoHosts);

    m_addressA->comboBox()->setObjectName(QStringLiteral("addressA"));
    m_addressB->setObjectName(QStringLiteral("addressB"));
    m_addressB->setPlaceholderText(tr("e.g. 10.0.0.2"));

    auto* hostsForm = new QFormLayout(m_hosts);
    hostsForm->setContentsMargins(24, 0, 0, 0);
    hostsForm->addRow(tr("Host &A address:"), m_addressA);
    hostsForm->addRow(tr("Host &B address:"), m_addressB);
    auto* bNote = new QLabel(tr("Dynamo A is started on this machine. Dynamo B is started by "
                                "hand on host B; the summary tells how."),
                             m_hosts);
    bNote->setWordWrap(true);
    bNote->setForegroundRole(QPalette::PlaceholderText);
    hostsForm->addRow(QString(), bNote);
    qobject_cast<QLabel*>(hostsForm->labelForField(m_addressA))->setBuddy(m_addressA->comboBox());

    auto* layout = new QVBoxLayout(this);
    QLabel* loopbackText =
        addExplainedChoice(layout, m_loopback,
                           texts.loopbackText.isEmpty()
                               ? tr("Measures the TCP stack and the CPU of this machine, not an "
                                    "adapter: the baseline to compare adapters against.")
                               : texts.loopbackText);
    addExplainedChoice(layout, m_twoHosts,
                       texts.twoHostsText.isEmpty()
                           ? tr("Measures the link between two machines, for example two "
                                "adapters joined by a crossover cable.")
                           : texts.twoHostsText);
    layout->addWidget(m_hosts);
    addReasonLine(layout);
    if (!m_loopbackRefusal.isEmpty()) {
        // Two hosts only: no choice left to offer, only the line that explains it.
        m_twoHosts->setChecked(true);
        m_loopback->hide();
        loopbackText->hide();
        m_twoHosts->hide();
    }

    registerField(QStringLiteral("loopback"), m_loopback);
    registerField(QStringLiteral("twoHosts"), m_twoHosts);
    registerField(QStringLiteral("addressA"), m_addressA->comboBox(), "currentText",
                  SIGNAL(currentTextChanged(QString)));
    registerField(QStringLiteral("addressB"), m_addressB);

    connect(m_loopback, &QRadioButton::toggled, this, [this] {
        updateEnabled();
        refresh();
    });
    connect(m_addressA, &AddressField::textChanged, this, &CheckedPage::refresh);
    connect(m_addressB, &QLineEdit::textChanged, this, &CheckedPage::refresh);
    updateEnabled();
    refresh();
}

bool AdapterTopologyPage::isLoopback() const {
    return m_loopback->isChecked();
}

QString AdapterTopologyPage::addressA() const {
    return m_addressA->text();
}

QString AdapterTopologyPage::addressB() const {
    return m_addressB->text().trimmed();
}

void AdapterTopologyPage::setLocalAddresses(const std::vector<InterfaceAddress>& addresses) {
    m_addressA->setAddresses(addresses);
    // Offer the first real interface, unless the user already chose.
    if (m_addressA->text().isEmpty() && !addresses.empty() &&
        !isLoopbackAddress(addresses.front().address))
        m_addressA->setText(addresses.front().address);
}

void AdapterTopologyPage::updateEnabled() {
    m_hosts->setEnabled(!isLoopback());
}

const InterfaceAddress* AdapterTopologyPage::interfaceA() const {
    if (isLoopback())
        return nullptr;
    return findInterfaceAddress(m_addressA->addresses(), addressA());
}

void AdapterTopologyPage::placeWorker(model::Plan& plan, model::WorkerDef& worker) const {
    if (isLoopback()) {
        plan.dynamos = {{"local", true}};
        worker.dynamo = "local";
        *worker.ends() = {"127.0.0.1", {"local", "127.0.0.1", std::nullopt}};
        return;
    }
    // B is started by hand and must find the manager: give it a minute.
    plan.waitS = 60;
    plan.dynamos = {{"A", true}, {"B", false}};
    worker.dynamo = "A";
    *worker.ends() = {addressA().toStdString(), {"B", addressB().toStdString(), std::nullopt}};
}

QString AdapterTopologyPage::summaryText() const {
    if (isLoopback())
        return tr("loopback on this machine (127.0.0.1)");
    return tr("host A %1 (this machine) to host B %2")
        .arg(addressA().toHtmlEscaped(), addressB().toHtmlEscaped());
}

QString AdapterTopologyPage::nameSuffix() const {
    return isLoopback() ? tr("loopback") : tr("%1 to %2").arg(addressA(), addressB());
}

QString AdapterTopologyPage::check() const {
    if (isLoopback())
        return {};
    const QString a = addressA();
    const QString b = addressB();
    if (!m_loopbackRefusal.isEmpty()) {
        for (const auto& [who, address] : {std::pair{tr("Host A"), a}, std::pair{tr("Host B"), b}})
            if (isLoopbackAddress(address))
                return tr("%1: %2 is a loopback address. %3").arg(who, address, m_loopbackRefusal);
    }
    if (QString why = linkAddressProblem(tr("Host A"), a); !why.isEmpty())
        return why;
    if (QString why = linkAddressProblem(tr("Host B"), b); !why.isEmpty())
        return why;
    if (ipFamily(a) != ipFamily(b))
        return tr("Host A's address %1 is %2 and host B's %3 is %4: both ends of the data path "
                  "must be of the same family.")
            .arg(a, familyName(ipFamily(a)), b, familyName(ipFamily(b)));
    if (a == b)
        return tr(
            "Hosts A and B have the same address; type the address of the other "
            "machine for B.");
    return {};
}

}  // namespace iometry::gui
