//
//  OnboardingViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 8/28/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

#import "OnboardingPageViewController.h"

@interface OnboardingViewController : UIViewController <OnboardingPageViewControllerDelegate>
@end
