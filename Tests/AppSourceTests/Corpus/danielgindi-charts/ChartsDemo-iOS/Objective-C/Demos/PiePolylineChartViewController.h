//
//  PiePolylineChartViewController.h
//  ChartsDemo
//
//  Created by Jack Wang on 3/21/16.
//  Copyright © 2016 Jack Wang
//

#import "PieChartViewController.h"

@interface PiePolylineChartViewController : DemoBaseViewController

@end
