#include "gui/models/dynamo_facts.hpp"

#include "engine/model/address.hpp"
#include "engine/json/json_fields.hpp"

namespace iometry::gui {
namespace {

using Json = nlohmann::json;

QString stringOf(const Json& object, const char* key) {
    return QString::fromStdString(model::stringAt(object, key));
}

/** A count of the hello; 0 when absent, not a whole number or beyond an int (1e300 was cast). */
int intOf(const Json& object, const char* key) { return model::numberAt(object, key, 0); }

}  // namespace

QString InterfaceFacts::summary() const {
    QStringList facts;
    facts << name;
    if (speedMbit > 0) facts << DynamoFactsText::tr("%1 Mbit/s").arg(speedMbit);
    if (mtu > 0) facts << DynamoFactsText::tr("MTU %1").arg(mtu);
    facts << driver;
    facts.removeAll(QString());
    return facts.join(QStringLiteral(", "));
}

QStringList DynamoFacts::bindableAddresses() const {
    QStringList list;
    for (const InterfaceFacts& i : interfaces)
        for (const QString& a : i.addresses)
            if (!model::isLinkLocalAddress(a.toStdString()) && !list.contains(a)) list << a;
    return list;
}

const InterfaceFacts* DynamoFacts::interfaceHolding(const QString& address) const {
    for (const InterfaceFacts& i : interfaces)
        if (i.addresses.contains(address)) return &i;
    return nullptr;
}

DynamoFacts dynamoFacts(const Json& hello) {
    DynamoFacts facts;
    if (!hello.is_object()) return facts;
    if (const auto host = hello.find("host"); host != hello.end() && host->is_object()) {
        facts.hostname = stringOf(*host, "hostname");
        if (const auto tcp = host->find("tcp_congestion"); tcp != host->end() && tcp->is_object()) {
            facts.defaultCongestion = stringOf(*tcp, "default");
            if (const auto available = tcp->find("available");
                available != tcp->end() && available->is_array()) {
                QStringList offered;
                for (const Json& a : *available)
                    if (a.is_string()) offered << QString::fromStdString(a.get<std::string>());
                offered.removeDuplicates();
                facts.congestionControls = offered;
            }
        }
    }
    facts.cpus = intOf(hello, "cpus");
    if (const auto interfaces = hello.find("interfaces");
        interfaces != hello.end() && interfaces->is_array()) {
        for (const Json& i : *interfaces) {
            if (!i.is_object()) continue;
            InterfaceFacts f;
            f.name = stringOf(i, "name");
            if (const auto addresses = i.find("addresses"); addresses != i.end() && addresses->is_array())
                for (const Json& a : *addresses)
                    if (a.is_string()) f.addresses << QString::fromStdString(a.get<std::string>());
            f.mtu = std::max(0, intOf(i, "mtu"));
            f.speedMbit = std::max(0, intOf(i, "speed_mbit"));
            f.driver = stringOf(i, "driver");
            facts.interfaces.push_back(std::move(f));
        }
    }
    if (const auto iometer = hello.find("iometer");
        model::stringAt(hello, "protocol") == "iometer" && iometer != hello.end() && iometer->is_object()) {
        IometerFacts io;
        io.version = stringOf(*iometer, "version");
        io.timerResolution = model::numberAt(*iometer, "timer_resolution", 0.0);
        if (const auto disks = iometer->find("disks"); disks != iometer->end() && disks->is_array())
            for (const Json& d : *disks)
                if (d.is_object())
                    io.disks.push_back({stringOf(d, "name"), stringOf(d, "kind"), intOf(d, "sector_size"),
                                        d.contains("ready") && d["ready"].is_boolean() && d["ready"].get<bool>()});
        facts.iometer = std::move(io);
    }
    facts.reportsDisks = hello.contains("disks");
    facts.disks = blockDevicesOf(hello);
    return facts;
}

}  // namespace iometry::gui
