#include "gui/charts/live_chart.hpp"

#include <QMenu>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace iometry::gui {
namespace {

// Distinct on white and in grey print: the Tableau 10 palette.
const QColor kPalette[] = {QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44),
                           QColor(214, 39, 40),  QColor(148, 103, 189), QColor(140, 86, 75),
                           QColor(227, 119, 194), QColor(127, 127, 127), QColor(188, 189, 34),
                           QColor(23, 190, 207)};

constexpr int kReplotMs = 100;

}  // namespace

LiveChart::LiveChart(const QString& title, const QString& valueLabel, QWidget* parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_title(nullptr) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(240, 160);
    m_plot->setNoAntialiasingOnDrag(true);
    m_plot->setNotAntialiasedElements(QCP::aeAll);
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, title, QFont(font().family(), 10, QFont::Bold));
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->xAxis->setLabel(tr("time, s"));
    m_plot->yAxis->setLabel(valueLabel);
    m_plot->legend->setVisible(false);  // shown once there are series
    m_plot->legend->setFont(QFont(font().family(), 8));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        menu.addAction(tr("Save chart as…"), this, [this] { Q_EMIT saveRequested(m_plot); });
        menu.exec(m_plot->mapToGlobal(at));
    });
    m_replotTimer.setInterval(kReplotMs);
    connect(&m_replotTimer, &QTimer::timeout, this, &LiveChart::flush);
    m_replotTimer.start();
}

void LiveChart::setSeries(const QStringList& names) {
    m_plot->clearGraphs();
    m_pending.clear();
    for (const QString& name : names) addSeries(name);
    m_plot->legend->setVisible(!names.isEmpty());
    m_dirty = true;
}

int LiveChart::addSeries(const QString& name) {
    const int i = m_plot->graphCount();
    QCPGraph* graph = m_plot->addGraph();
    graph->setName(name);
    QPen pen(kPalette[i % std::size(kPalette)]);
    pen.setWidth(1);  // pen width 1, no antialiasing, no fills on live graphs
    graph->setPen(pen);
    graph->setAdaptiveSampling(true);
    m_pending.append(QVector<QPointF>());
    m_plot->legend->setVisible(true);
    m_dirty = true;
    return i;
}

void LiveChart::setLabels(const QString& title, const QString& valueLabel) {
    m_title->setText(title);
    m_plot->yAxis->setLabel(valueLabel);
    m_dirty = true;
}

QString LiveChart::title() const {
    return m_title->text();
}

void LiveChart::append(int series, double t, double value) {
    if (series < 0 || series >= m_pending.size()) return;
    m_pending[series].append(QPointF(t, value));
}

void LiveChart::clear() {
    for (int i = 0; i < m_plot->graphCount(); ++i) m_plot->graph(i)->data()->clear();
    for (auto& p : m_pending) p.clear();
    m_dirty = true;
}

void LiveChart::setFixedValueRange(double lower, double upper) {
    m_fixedLower = lower;
    m_fixedUpper = upper;
    m_dirty = true;
}

int LiveChart::pointCount(int series) const {
    return series < m_plot->graphCount() ? m_plot->graph(series)->data()->size() : 0;
}

void LiveChart::flush() {
    double latest = -1;
    for (int i = 0; i < m_pending.size(); ++i) {
        if (m_pending[i].isEmpty()) continue;
        QCPGraph* graph = m_plot->graph(i);
        for (const QPointF& p : m_pending[i]) {
            graph->addData(p.x(), p.y());
            latest = std::max(latest, p.x());
        }
        m_pending[i].clear();
        m_dirty = true;
    }
    if (!m_dirty) return;
    if (latest >= 0) {
        for (int i = 0; i < m_plot->graphCount(); ++i)
            m_plot->graph(i)->data()->removeBefore(latest - m_windowS);
    }
    m_plot->rescaleAxes();
    if (m_fixedUpper > m_fixedLower) {
        m_plot->yAxis->setRange(m_fixedLower, m_fixedUpper);
    } else {
        const QCPRange y = m_plot->yAxis->range();
        m_plot->yAxis->setRange(0, y.upper > 0 ? y.upper * 1.1 : 1);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    m_dirty = false;
}

}  // namespace iometry::gui
