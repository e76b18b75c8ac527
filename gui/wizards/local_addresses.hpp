#pragma once
// The addresses a wizard offers and checks: the family of an address, what makes it unfit
// for one end of a link between two hosts, the interface addresses the local dynamo
// reports, and an address box that offers them.

#include <QComboBox>
#include <QString>
#include <QWidget>
#include <vector>

#include "engine/model/address.hpp"
#include "engine/session/session.hpp"

class QLabel;

namespace iometry::gui {

using model::IpFamily;

/** The family of a textual IP address, as the plan validator reads it (engine/model/address.hpp).
 */
IpFamily ipFamily(const QString& address);
bool isLoopbackAddress(const QString& address);
/** fe80::/10: such an address needs a scope to bind, and plans carry none. */
bool isLinkLocalAddress(const QString& address);

/** "IPv4" or "IPv6". */
QString familyName(IpFamily family);
/**
 * What is wrong with @p address as one end of a link between two machines (empty, not an
 * address, link-local, loopback); empty when nothing is. @p who starts the sentence.
 */
QString linkAddressProblem(const QString& who, const QString& address);

/** One address a dynamo reports, with what its hello says of the interface. */
struct InterfaceAddress {
    QString address;
    QString interfaceName;
    QString facts;      ///< "eth0, 1000 Mbit/s, MTU 1500, e1000e"
    int speedMbit = 0;  ///< the speed the interface reports; 0 when it reports none
};

/** The dynamo of this machine: the spawned one, else the one named "local"; null if none. */
const session::DynamoInfo* localDynamo(const std::vector<session::DynamoInfo>& dynamos);

/**
 * The addresses of @p dynamo's interfaces, from its hello's "interfaces": link-local IPv6
 * left out, loopback last.
 */
std::vector<InterfaceAddress> dynamoAddresses(const session::DynamoInfo& dynamo);

/**
 * The addresses of the dynamo running on this machine (the spawned one, else the one named
 * "local"), as dynamoAddresses() gives them; none when there is no such dynamo.
 */
std::vector<InterfaceAddress> localAddresses(const std::vector<session::DynamoInfo>& dynamos);

/** The entry of @p addresses for @p address; null when it is not one of them. */
const InterfaceAddress* findInterfaceAddress(const std::vector<InterfaceAddress>& addresses,
                                             const QString& address);

/**
 * An editable address box offering the addresses of the local dynamo's interfaces (or of
 * another dynamo's: setDynamoName()), with a line under it telling which interface the
 * address belongs to.
 */
class AddressField : public QWidget {
    Q_OBJECT

public:
    explicit AddressField(QWidget* parent = nullptr);

    QComboBox* comboBox() const { return m_combo; }
    QString text() const;
    void setText(const QString& text);
    /** Offers @p addresses; what the user typed stays. */
    void setAddresses(const std::vector<InterfaceAddress>& addresses);
    /**
     * The addresses offered are those of dynamo @p name, on whatever host it runs; empty
     * (the default): of the local dynamo, on this machine. The line under the box says so.
     */
    void setDynamoName(const QString& name);
    const std::vector<InterfaceAddress>& addresses() const { return m_addresses; }

Q_SIGNALS:
    void textChanged(const QString& text);

private:
    void updateFacts();

    QComboBox* m_combo;
    QLabel* m_facts;
    std::vector<InterfaceAddress> m_addresses;
    QString m_dynamoName;
};

}  // namespace iometry::gui
