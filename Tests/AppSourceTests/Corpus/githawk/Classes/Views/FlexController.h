//
//  FlexController.h
//  Freetime
//
//  Created by Ryan Nystrom on 6/23/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface FlexController : NSObject

- (void)configureWindow:(UIWindow *)window;

@end
