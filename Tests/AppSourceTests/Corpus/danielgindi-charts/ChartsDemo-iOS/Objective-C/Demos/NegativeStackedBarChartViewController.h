//
//  NegativeStackedBarChartViewController.h
//  ChartsDemo
//
//  Copyright 2015 Daniel Cohen Gindi & Philipp Jahoda
//  A port of MPAndroidChart for iOS
//  Licensed under Apache License 2.0
//
//  https://github.com/danielgindi/Charts
//

#import <UIKit/UIKit.h>
#import "DemoBaseViewController.h"
#import <DGCharts/DGCharts.h>

@interface NegativeStackedBarChartViewController : DemoBaseViewController

@end
