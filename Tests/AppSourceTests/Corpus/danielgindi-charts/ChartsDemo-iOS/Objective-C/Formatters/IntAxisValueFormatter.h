//
//  IntAxisValueFormatter.h
//  ChartsDemo
//  Copyright © 2016 dcg. All rights reserved.
//

#import <UIKit/UIKit.h>
#import "ChartsDemo_iOS-Swift.h"

@interface IntAxisValueFormatter : NSObject <ChartAxisValueFormatter>

@end
