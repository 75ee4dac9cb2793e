//
//  BubbleChartViewController.h
//  ChartsDemo
//
//  Bubble chart implementation:
//    Copyright 2015 Pierre-Marc Airoldi
//    Licensed under Apache License 2.0
//
//  https://github.com/danielgindi/Charts
//

#import <UIKit/UIKit.h>
#import "DemoBaseViewController.h"
#import <DGCharts/DGCharts.h>

@interface BubbleChartViewController : DemoBaseViewController

@end
