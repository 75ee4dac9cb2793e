//
//  UIAlertController+IOS9_Autorotate.h
//  iNaturalist
//
//  Created by Alex Shepard on 9/17/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface UIAlertController (IOS9_Autorotate)

@end
