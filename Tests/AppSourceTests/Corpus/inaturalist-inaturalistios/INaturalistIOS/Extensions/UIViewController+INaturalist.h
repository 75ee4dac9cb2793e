//
//  UIViewController+INaturalist.h
//  iNaturalist
//
//  Created by Alex Shepard on 9/7/18.
//  Copyright © 2018 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface UIViewController (INaturalist)
- (UILayoutGuide *)inat_safeLayoutGuide;
@end
