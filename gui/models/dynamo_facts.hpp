#pragma once
// What a connected dynamo's hello says of its host (docs/protocol.md, "Handshake"), read
// once into types: its name, CPUs, interfaces and their addresses, TCP congestion controls
// and block devices. The Targets page, the workers table and the wizards read these, never
// the hello's JSON.

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "gui/models/block_devices.hpp"

namespace iometry::gui {

class DynamoFactsText {
    Q_DECLARE_TR_FUNCTIONS(DynamoFacts)
};

struct InterfaceFacts {
    QString name;         ///< "eth0"
    QStringList addresses;  ///< as the dynamo lists them, link-local ones included
    int mtu = 0;          ///< 0 when not reported
    int speedMbit = 0;    ///< 0 when the interface reports none (virtual, down)
    QString driver;

    /** "eth0, 1000 Mbit/s, MTU 1500, e1000e": what is known of it, for labels and tips. */
    QString summary() const;
};

/** A disk target a stock IOmeter dynamo listed (docs/iometer-files.md, "IOmeter's dynamos"). */
struct IometerDisk {
    QString name;        ///< what a disk worker's path names
    QString kind;        ///< "logical" (a file system: its iobw.tst) or "physical"
    int sectorSize = 0;  ///< bytes; on Linux the file system's block
    bool ready = false;  ///< its test file exists and is not empty
};

/** What a stock IOmeter dynamo said of itself at login and in its targets. */
struct IometerFacts {
    QString version;       ///< "1.1.0"
    double timerResolution = 0;  ///< its timer's ticks per second
    std::vector<IometerDisk> disks;
};

struct DynamoFacts {
    QString hostname;
    /** Set for a stock IOmeter dynamo (hello `protocol` "iometer"). */
    std::optional<IometerFacts> iometer;
    int cpus = 0;  ///< 0 when not reported
    std::vector<InterfaceFacts> interfaces;
    /** host.tcp_congestion.available; nullopt when the dynamo lists none at all. */
    std::optional<QStringList> congestionControls;
    QString defaultCongestion;  ///< host.tcp_congestion.default; empty when not reported
    bool reportsDisks = false;  ///< the hello has "disks" (a dynamo that looked)
    std::vector<BlockDevice> disks;

    /**
     * The addresses a plan can bind: every interface's, without duplicates, link-local
     * IPv6 left out (a plan carries no scope).
     */
    QStringList bindableAddresses() const;
    /** The interface that holds @p address, or null. */
    const InterfaceFacts* interfaceHolding(const QString& address) const;
};

/** Reads a hello; what it lacks or holds in the wrong type stays empty. */
DynamoFacts dynamoFacts(const nlohmann::json& hello);

}  // namespace iometry::gui
