#include "gui/wizards/local_addresses.hpp"

#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/models/dynamo_facts.hpp"
#include "gui/wizards/wizard_text.hpp"

namespace iometry::gui {

const session::DynamoInfo* localDynamo(const std::vector<session::DynamoInfo>& dynamos) {
    for (const auto& d : dynamos)
        if (d.spawned)
            return &d;
    for (const auto& d : dynamos)
        if (d.name == "local")
            return &d;
    return nullptr;
}

IpFamily ipFamily(const QString& address) {
    // Latin-1 only: a character beyond it is no address (toStdString would make it UTF-8).
    const QByteArray text = address.toLatin1();
    if (text.size() != address.size())
        return IpFamily::Invalid;
    return model::ipFamily(text.toStdString());
}

bool isLoopbackAddress(const QString& address) {
    return model::isLoopbackAddress(address.toStdString());
}

bool isLinkLocalAddress(const QString& address) {
    return model::isLinkLocalAddress(address.toStdString());
}

QString familyName(IpFamily family) {
    return family == IpFamily::V6 ? QStringLiteral("IPv6") : QStringLiteral("IPv4");
}

QString linkAddressProblem(const QString& who, const QString& address) {
    if (address.isEmpty())
        return WizardText::tr("%1: type its address.").arg(who);
    if (ipFamily(address) == IpFamily::Invalid)
        return WizardText::tr("%1: \"%2\" is not an IPv4 or IPv6 address.").arg(who, address);
    if (isLinkLocalAddress(address))
        return WizardText::tr(
                   "%1: %2 is a link-local IPv6 address, which needs an interface "
                   "scope that a plan cannot hold; use a global or unique local "
                   "address.")
            .arg(who, address);
    if (isLoopbackAddress(address))
        return WizardText::tr(
                   "%1: %2 is a loopback address, which another host cannot reach. "
                   "For a test on this machine alone, choose Loopback.")
            .arg(who, address);
    return {};
}

std::vector<InterfaceAddress> localAddresses(const std::vector<session::DynamoInfo>& dynamos) {
    const session::DynamoInfo* dynamo = localDynamo(dynamos);
    return dynamo ? dynamoAddresses(*dynamo) : std::vector<InterfaceAddress>{};
}

std::vector<InterfaceAddress> dynamoAddresses(const session::DynamoInfo& dynamo) {
    std::vector<InterfaceAddress> list;
    for (const InterfaceFacts& i : dynamoFacts(dynamo.hello).interfaces) {
        for (const QString& address : i.addresses) {
            if (ipFamily(address) == IpFamily::Invalid || isLinkLocalAddress(address))
                continue;
            const bool known = std::any_of(list.begin(), list.end(),
                                           [&](const auto& e) { return e.address == address; });
            if (known)
                continue;
            list.push_back({address, i.name, i.summary(), i.speedMbit});
        }
    }
    // Addresses of real interfaces first: they are what a two-host test is about.
    std::stable_partition(list.begin(), list.end(),
                          [](const InterfaceAddress& e) { return !isLoopbackAddress(e.address); });
    return list;
}

const InterfaceAddress* findInterfaceAddress(const std::vector<InterfaceAddress>& addresses,
                                             const QString& address) {
    const auto it =
        std::find_if(addresses.begin(), addresses.end(),
                     [&address](const InterfaceAddress& a) { return a.address == address; });
    return it == addresses.end() ? nullptr : &*it;
}

// ---------------------------------------------------------------------------------------

AddressField::AddressField(QWidget* parent)
    : QWidget(parent), m_combo(new QComboBox(this)), m_facts(new QLabel(this)) {
    m_combo->setEditable(true);
    m_combo->setInsertPolicy(QComboBox::NoInsert);
    m_combo->setMinimumContentsLength(28);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_facts->setWordWrap(true);
    m_facts->setForegroundRole(QPalette::PlaceholderText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_combo);
    layout->addWidget(m_facts);
    connect(m_combo, &QComboBox::currentTextChanged, this, [this](const QString& text) {
        updateFacts();
        Q_EMIT textChanged(text);
    });
    updateFacts();
}

QString AddressField::text() const {
    return m_combo->currentText().trimmed();
}

void AddressField::setText(const QString& text) {
    m_combo->setEditText(text);
}

void AddressField::setAddresses(const std::vector<InterfaceAddress>& addresses) {
    const QString typed = m_combo->currentText();
    m_addresses = addresses;
    {
        const QSignalBlocker blocker(m_combo);
        m_combo->clear();
        for (const auto& a : addresses)
            m_combo->addItem(a.address);
        m_combo->setEditText(typed);
    }
    updateFacts();
}

void AddressField::setDynamoName(const QString& name) {
    m_dynamoName = name;
    updateFacts();
}

void AddressField::updateFacts() {
    const QString address = text();
    const bool local = m_dynamoName.isEmpty();
    QString facts;
    if (address.isEmpty()) {
        if (m_addresses.empty())
            facts = local ? tr("Type an address of this machine (the local dynamo has not "
                               "reported its interfaces).")
                          : tr("Type an address of dynamo %1's host (it has not reported its "
                               "interfaces).")
                                .arg(m_dynamoName);
        else
            facts = local ? tr("Pick one of this machine's addresses or type one.")
                          : tr("Pick one of the addresses of dynamo %1's host or type one.")
                                .arg(m_dynamoName);
    } else {
        const auto it = std::find_if(m_addresses.begin(), m_addresses.end(),
                                     [&](const auto& a) { return a.address == address; });
        if (it != m_addresses.end())
            facts = tr("Interface: %1").arg(it->facts);
        else if (!m_addresses.empty())
            facts = local ? tr("Not an address the local dynamo reports.")
                          : tr("Not an address dynamo %1 reports.").arg(m_dynamoName);
    }
    m_facts->setText(facts);
}

}  // namespace iometry::gui
